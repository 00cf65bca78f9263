// What the ACES reader hands out: the Header, and each App as a plain object with the line it starts on.

/** The file as a whole is refused (not ACES, not well-formed, cut off); the import then changes nothing. */
export class AcesError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'AcesError';
  }
}

export type SubmissionType = 'FULL' | 'INCREMENTAL';

export interface AcesHeader {
  submissionType: SubmissionType;
  /** The Header's BrandAAIAID: the brand of every App that names none itself. */
  brand?: string;
  company?: string;
  transferDate?: string;
  /** The `version` attribute of <ACES>. */
  version?: string;
}

export interface AcesApp {
  line: number;
  /** The App's id attribute ('' when missing); stored as applications.source_ref. */
  id: string;
  action: 'A' | 'D';
  baseVehicleId?: number;
  years?: { from: number; to: number };
  makeId?: number;
  modelId?: number;
  subModelId?: number;
  bodyTypeId?: number;
  bedLengthId?: number;
  /** The VCdb EngineBase id; our engines.engine_id plays that role (see docs/decisions/0005-aces-import.md). */
  engineId?: number;
  notes: string[];
  qty?: number;
  position?: string;
  partNumber?: string;
  /** Brand code resolved from the App's BrandAAIAID, the Part's BrandAAIAID attribute or the Header, upper-cased. */
  brand?: string;
  /** Why this App cannot be applied, found while reading; the importer rejects it with the first one. */
  problems: string[];
}

export type AcesEvent = { kind: 'header'; header: AcesHeader } | { kind: 'apps'; apps: AcesApp[]; bytesRead: number };
