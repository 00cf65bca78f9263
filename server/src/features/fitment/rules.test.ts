// The semantics table of spec 000 section 4: each result for each kind of application.
import { describe, expect, it } from 'vitest';
import { fitLabel, fitMessage } from '@parts/common/fitment';
import { judge, type App, type Config, type PartFacts, type VehicleContext } from './rules';

const BV = 100;
const E1 = { EngineMfrID: 1, EngineFamilyID: 10, EngineSizeID: 50 };
const E2 = { EngineMfrID: 1, EngineFamilyID: 11, EngineSizeID: 53 };
const cfg = (SubModelID: number, engine = E1, BodyTypeID = 7, BedLengthID: number | null = null): Config => ({
  SubModelID,
  BodyTypeID,
  BedLengthID,
  ...engine,
  engineId: engine === E1 ? 1 : 2,
});
/** Two trims (XL=1, XLT=2), each with both engines: four configurations. */
const CONFIGS = [cfg(1, E1), cfg(1, E2), cfg(2, E1), cfg(2, E2)];
const app = (over: Partial<App> = {}): App => ({
  baseVehicleId: BV,
  SubModelID: null,
  BodyTypeID: null,
  BedLengthID: null,
  engine: null,
  notes: [],
  ...over,
});
const part = (apps: App[], universal = false): PartFacts => ({ universal, hasApplications: apps.length > 0, apps });
const ymm = (extra: VehicleContext['chosen'] = {}, configs = CONFIGS): VehicleContext => ({
  chosen: { Year: 2015, MakeID: 5, ModelID: 9, ...extra },
  baseVehicleId: BV,
  configs,
});
const noVehicle: VehicleContext = { chosen: {}, baseVehicleId: null, configs: [] };

describe('fitment results', () => {
  it('universal parts fit with or without a vehicle', () => {
    expect(judge(part([], true), noVehicle).result).toBe('universal');
    expect(judge(part([app({ baseVehicleId: 999 })], true), ymm()).result).toBe('universal');
  });

  it('a part with no applications and no universal flag is unknown', () => {
    expect(judge(part([]), ymm()).result).toBe('unknown');
    expect(judge(part([]), noVehicle).result).toBe('unknown');
  });

  it('a part with applications and no vehicle chosen is maybe (Select Vehicle)', () => {
    expect(judge(part([app()]), noVehicle).result).toBe('maybe');
  });

  it('an unqualified application on the chosen base vehicle fits', () => {
    expect(judge(part([app({ notes: ['With 4WD'] })]), ymm())).toEqual({
      result: 'yes',
      notes: ['With 4WD'],
      choices: [],
    });
  });

  it('applications only on other base vehicles do not fit', () => {
    expect(judge(part([app({ baseVehicleId: 101 })]), ymm()).result).toBe('no');
  });

  it('a Year/Make/Model that does not exist fits nothing', () => {
    expect(judge(part([app()]), { ...ymm(), baseVehicleId: null }).result).toBe('no');
  });

  describe('sub model qualifier', () => {
    const p = part([app({ SubModelID: 2 })]);
    it('is maybe until the trim is chosen, offering every trim of the vehicle and marking those it fits', () =>
      expect(judge(p, ymm())).toEqual({
        result: 'maybe',
        notes: [],
        choices: [{ field: 'SubModelID', ids: [1, 2], fits: [2] }],
      }));
    it('fits the named trim', () => expect(judge(p, ymm({ SubModelID: 2 })).result).toBe('yes'));
    it('does not fit another trim', () => expect(judge(p, ymm({ SubModelID: 1 })).result).toBe('no'));
  });

  describe('engine qualifier', () => {
    const p = part([app({ engine: E2 })]);
    it('is maybe until the engine is chosen, asking only for the facets that tell engines apart', () => {
      const v = judge(p, ymm());
      expect(v.result).toBe('maybe');
      expect(v.choices).toEqual([
        { field: 'EngineFamilyID', ids: [10, 11], fits: [11] },
        { field: 'EngineSizeID', ids: [50, 53], fits: [53] },
      ]);
    });
    it('fits with that engine and not with the other', () => {
      expect(judge(p, ymm({ EngineMfrID: 1, EngineFamilyID: 11, EngineSizeID: 53 })).result).toBe('yes');
      expect(judge(p, ymm({ EngineMfrID: 1, EngineFamilyID: 10, EngineSizeID: 50 })).result).toBe('no');
    });
    it('fits outright when every configuration of the vehicle has that engine', () => {
      expect(judge(p, ymm({}, [cfg(1, E2), cfg(2, E2)])).result).toBe('yes');
    });
  });

  describe('body type and bed length qualifiers', () => {
    const configs = [cfg(1, E1, 7, 3), cfg(1, E1, 8, 4)];
    it('is maybe on body type, then yes or no', () => {
      const p = part([app({ BodyTypeID: 8 })]);
      expect(judge(p, ymm({}, configs)).choices.map((c) => c.field)).toContain('BodyTypeID');
      expect(judge(p, ymm({ BodyTypeID: 8 }, configs)).result).toBe('yes');
      expect(judge(p, ymm({ BodyTypeID: 7 }, configs)).result).toBe('no');
    });
    it('is maybe on bed length, then yes or no', () => {
      const p = part([app({ BedLengthID: 3 })]);
      expect(judge(p, ymm({}, configs)).result).toBe('maybe');
      expect(judge(p, ymm({ BedLengthID: 3 }, configs)).result).toBe('yes');
      expect(judge(p, ymm({ BedLengthID: 4 }, configs)).result).toBe('no');
    });
  });

  it('combines qualifiers: trim chosen, engine still open', () => {
    const p = part([app({ SubModelID: 2, engine: E1, notes: ['Excludes Hybrid'] })]);
    const v = judge(p, ymm({ SubModelID: 2 }));
    expect(v.result).toBe('maybe');
    expect(v.notes).toEqual(['Excludes Hybrid']);
    expect(v.choices.map((c) => c.field)).toEqual(['EngineFamilyID', 'EngineSizeID']);
    expect(judge(p, ymm({ SubModelID: 1 })).result).toBe('no');
  });

  it('fits when several applications together cover every configuration', () => {
    expect(judge(part([app({ SubModelID: 1 }), app({ SubModelID: 2 })]), ymm()).result).toBe('yes');
  });

  describe('without configuration data for the vehicle', () => {
    it('judges the qualifiers of the applications directly', () => {
      const p = part([app({ SubModelID: 2 })]);
      expect(judge(p, ymm({}, [])).result).toBe('maybe');
      expect(judge(p, ymm({ SubModelID: 2 }, [])).result).toBe('yes');
      expect(judge(p, ymm({ SubModelID: 1 }, [])).result).toBe('no');
    });
  });

  describe('engine tab only (no Year/Make/Model)', () => {
    const chosen = { EngineMfrID: 1, EngineFamilyID: 11, EngineSizeID: 53 };
    const engineOnly: VehicleContext = { chosen, baseVehicleId: null, configs: [] };
    it('fits a part made for that engine', () =>
      expect(judge(part([app({ engine: E2 })]), engineOnly).result).toBe('yes'));
    it('does not fit a part made only for other engines', () =>
      expect(judge(part([app({ engine: E1 })]), engineOnly).result).toBe('no'));
    it('needs the vehicle for a part whose applications name no engine', () =>
      expect(judge(part([app()]), engineOnly).result).toBe('maybe'));
  });
});

describe('fitment texts', () => {
  it('uses the spec labels and messages verbatim', () => {
    expect(fitLabel('yes', true)).toBe('Fits Your Vehicle');
    expect(fitLabel('universal', false)).toBe('Fits Your Vehicle');
    expect(fitLabel('no', true)).toBe("Doesn't Fit Your Vehicle");
    expect(fitLabel('unknown', true)).toBe('Unknown Fitment');
    expect(fitLabel('maybe', true)).toBe('Verify Fitment');
    expect(fitLabel('maybe', false)).toBe('Select Vehicle');
    expect(fitMessage('yes')).toBe('This product will fit your application.');
    expect(fitMessage('no')).toBe('This product will not fit your application.');
    expect(fitMessage('unknown')).toBe("We don't know if this product will fit your application.");
  });
});
