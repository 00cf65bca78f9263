// Static make/model/engine reference data used by the deterministic demo-catalogue generator.
// The lists are data, split so each file stays short: engines.ts, makes-a-l.ts, makes-m-z.ts.
import { MAKES_A_L } from './makes-a-l';
import { MAKES_M_Z } from './makes-m-z';

export { ENGINES, type EngineSeed } from './engines';

export interface MakeSeed {
  name: string;
  popular: boolean;
  models: ModelSeed[];
}

export interface ModelSeed {
  name: string;
  from: number;
  to: number;
  kind: 'car' | 'truck' | 'suv' | 'van';
  popular?: boolean;
  submodels: string[];
  bodyTypes: string[];
  engines: string[];
}

export const BED_LENGTHS: string[] = ['5\' 5"', '5\' 7"', '5\' 8"', '6\' 1"', '6\' 4"', '6\' 5"', '6\' 6"', '8\' 0"', '8\' 2"'];

/** Every demo make, in alphabetical order (the order the generator numbers them in). */
export const MAKES: MakeSeed[] = [...MAKES_A_L, ...MAKES_M_Z];
