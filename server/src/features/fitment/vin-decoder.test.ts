// Matching decoded vPIC names to the store's vocabulary, on a small made-up vocabulary.
import { describe, expect, it } from 'vitest';
import type { VinFacts } from '@parts/common/fitment';
import type { Config } from './rules';
import { matchVehicle } from './vin-decoder';
import type { Vocabulary } from './vocabulary';

const vocab: Vocabulary = {
  makes: new Map([
    [1, { name: 'Honda', popular: false }],
    [2, { name: 'Ford', popular: true }],
  ]),
  models: new Map([
    [10, { name: 'Accord', makeId: 1, popular: false }],
    [20, { name: 'F-150', makeId: 2, popular: true }],
  ]),
  subModels: new Map([
    [100, 'EX'],
    [101, 'EX-L'],
    [102, 'LX'],
    [103, 'XLT'],
  ]),
  bodyTypes: new Map([
    [200, 'Sedan'],
    [201, 'Coupe'],
    [202, 'Crew Cab Pickup'],
    [203, 'Regular Cab Pickup'],
  ]),
  bedLengths: new Map(),
  engineMfrs: new Map([
    [300, 'Honda'],
    [301, 'Ford'],
  ]),
  engineFamilies: new Map([
    [400, { name: 'J', mfrId: 300 }],
    [401, { name: 'EcoBoost', mfrId: 301 }],
    [402, { name: 'Coyote', mfrId: 301 }],
  ]),
  engineSizes: new Map([
    [500, '3.0L'],
    [501, '3.5L'],
    [502, '5.0L'],
  ]),
  engines: new Map(),
  baseVehicles: new Map([
    ['2003:1:10', 1],
    ['2015:2:20', 2],
  ]),
  years: [2015, 2003],
  byYear: new Map([
    [2003, new Map([[1, new Set([10])]])],
    [2015, new Map([[2, new Set([20])]])],
  ]),
};
const cfg = (
  SubModelID: number,
  BodyTypeID: number,
  EngineMfrID: number,
  EngineFamilyID: number,
  EngineSizeID: number,
): Config => ({
  SubModelID,
  BodyTypeID,
  BedLengthID: null,
  EngineMfrID,
  EngineFamilyID,
  EngineSizeID,
  engineId: EngineSizeID,
});
const configs: Record<number, Config[]> = {
  1: [
    cfg(100, 200, 300, 400, 500),
    cfg(100, 201, 300, 400, 500),
    cfg(101, 201, 300, 400, 500),
    cfg(102, 200, 300, 400, 500),
  ],
  2: [cfg(103, 202, 301, 401, 501), cfg(103, 203, 301, 401, 501), cfg(103, 202, 301, 402, 502)],
};
const facts = (f: Partial<VinFacts>): VinFacts => ({
  vin: 'X',
  year: 2003,
  make: null,
  model: null,
  trim: null,
  series: null,
  body: null,
  drive: null,
  engine: { liters: null, cylinders: null, fuel: null, model: null, manufacturer: null },
  country: null,
  ...f,
});
const match = (f: Partial<VinFacts>) => matchVehicle(vocab, facts(f), async (bv) => configs[bv] ?? []);

describe('matchVehicle', () => {
  it('reads a trim as the sub model it starts with, and a body class by name', async () => {
    expect(
      await match({
        make: 'HONDA',
        model: 'Accord',
        trim: 'EX-V6',
        body: 'Coupe',
        engine: { liters: '3.0', cylinders: 6, fuel: null, model: null, manufacturer: null },
      }),
    ).toEqual({
      Year: 2003,
      MakeID: 1,
      ModelID: 10,
      SubModelID: 100,
      BodyTypeID: 201,
      EngineMfrID: 300,
      EngineFamilyID: 400,
      EngineSizeID: 500,
    });
  });

  it('leaves a facet to ask when the decoded name fits more than one of the store’s values', async () => {
    // "Pickup" names two cabs; 3.5 L names one engine.
    expect(
      await match({
        year: 2015,
        make: 'Ford',
        model: 'F-150',
        body: 'Pickup',
        engine: { liters: '3.5', cylinders: 6, fuel: null, model: null, manufacturer: 'Ford' },
      }),
    ).toEqual({
      Year: 2015,
      MakeID: 2,
      ModelID: 20,
      EngineMfrID: 301,
      EngineFamilyID: 401,
      EngineSizeID: 501,
    });
  });

  it('stops at what the store does not know', async () => {
    expect(await match({ make: 'Honda', model: 'Civic' })).toEqual({ Year: 2003, MakeID: 1 });
    expect(await match({ make: 'Tesla' })).toEqual({ Year: 2003 });
    expect(await match({ year: 1975, make: 'Honda' })).toEqual({});
  });

  it('never chooses a combination the store does not build', async () => {
    // The LX is built only as a sedan: a Coupe body class is not forced onto it.
    expect(await match({ make: 'Honda', model: 'Accord', trim: 'LX', body: 'Coupe' })).toEqual({
      Year: 2003,
      MakeID: 1,
      ModelID: 10,
      SubModelID: 102,
    });
  });
});
