// Builds one App from the elements inside <App>: ids checked as numbers, the vehicle's shape checked, the brand resolved.
import { PCDB_POSITIONS } from './positions';
import type { AcesApp } from './types';

/** App children that name a vehicle or a qualifier by id, and the field each fills. */
const ID_ELEMENTS = {
  BaseVehicle: 'baseVehicleId',
  Make: 'makeId',
  Model: 'modelId',
  SubModel: 'subModelId',
  BodyType: 'bodyTypeId',
  BedLength: 'bedLengthId',
  // VCdb's EngineBase id: our engines.engine_id stands for it (docs/decisions/0005-aces-import.md).
  EngineBase: 'engineId',
} as const satisfies Record<string, keyof AcesApp>;
type IdElement = keyof typeof ID_ELEMENTS;
const isIdElement = (name: string): name is IdElement => Object.hasOwn(ID_ELEMENTS, name);

/** Read for their text or attributes. */
const READ = new Set(['Years', 'Note', 'Qty', 'Position', 'Part', 'BrandAAIAID', 'Qual']);
/** Say nothing about which vehicles a part fits, so skipping them cannot make a fit look wider than the sender meant. */
const SKIPPED = new Set([
  'PartType',
  'MfrLabel',
  'DisplayOrder',
  'AssetName',
  'AssetItemOrder',
  'AssetItemRef',
  'SubBrandAAIAID',
]);
/** May appear once per App. */
const SINGLE = new Set([...Object.keys(ID_ELEMENTS), 'Years', 'Qty', 'Position', 'Part', 'BrandAAIAID']);

const MAX_INT = 2_147_483_647;

export class AppBuilder {
  private readonly app: AcesApp;
  private readonly seen = new Set<string>();
  private readonly headProblems: string[] = [];
  private readonly bodyProblems: string[] = [];
  private appBrand?: string;
  private partBrand?: string;
  private positionId?: string;
  private positionText?: string;
  private qtyText?: string;

  constructor(
    line: number,
    attrs: Record<string, string>,
    private readonly headerBrand: string | undefined,
  ) {
    const id = (attrs.id ?? '').trim();
    const action = (attrs.action ?? '').trim();
    this.app = { line, id, action: action === 'D' ? 'D' : 'A', notes: [], problems: [] };
    if (!id) this.headProblems.push('the App has no id');
    if (action !== 'A' && action !== 'D') this.headProblems.push(`action must be A or D, not "${action}"`);
  }

  /** A direct child of <App> opens. */
  open(name: string, attrs: Record<string, string>): void {
    if (SINGLE.has(name)) {
      if (this.seen.has(name)) this.bodyProblems.push(`more than one <${name}>`);
    }
    this.seen.add(name);
    if (isIdElement(name)) {
      const id = this.parseId(name, attrs.id);
      if (id !== undefined) this.app[ID_ELEMENTS[name]] = id;
    } else if (name === 'Years') {
      const { from, to } = attrs;
      if (!from || !to || !/^\d{4}$/.test(from) || !/^\d{4}$/.test(to))
        this.bodyProblems.push('<Years> needs from and to as four-digit years');
      else if (Number(from) > Number(to)) this.bodyProblems.push(`<Years from="${from}" to="${to}"> runs backwards`);
      else this.app.years = { from: Number(from), to: Number(to) };
    } else if (name === 'Position') {
      this.positionId = attrs.id?.trim();
    } else if (name === 'Part') {
      this.partBrand = attrs.BrandAAIAID?.trim();
    } else if (!READ.has(name) && !SKIPPED.has(name)) {
      this.bodyProblems.push(
        `<${name}> is a qualifier this store does not hold; without it the App would claim a wider fit than meant`,
      );
    }
  }

  /** A direct child of <App> closes, with its text. */
  close(name: string, text: string): void {
    const value = text.trim();
    if (name === 'Note' && value) this.app.notes.push(value);
    else if (name === 'Qty') this.qtyText = value;
    else if (name === 'Part') this.app.partNumber = value;
    else if (name === 'BrandAAIAID') this.appBrand = value;
    else if (name === 'Position') this.positionText = value;
  }

  /** The <text> of a Qdb <Qual> is shown to shoppers as a note, the way a counter person would read it out. */
  qualifierText(text: string): void {
    const value = text.trim();
    if (value) this.app.notes.push(value);
  }

  finish(): AcesApp {
    const app = this.app;
    app.brand = (this.appBrand || this.partBrand || this.headerBrand)?.toUpperCase() || undefined;
    if (app.action === 'D') {
      // A delete names its App by id; what else it says does not matter.
      app.problems = this.headProblems;
      return app;
    }
    const problems = [...this.headProblems, ...this.bodyProblems];
    const has = (name: string) => this.seen.has(name);
    if (has('BaseVehicle') && (has('Years') || has('Make') || has('Model')))
      problems.push('give either <BaseVehicle> or <Years> with <Make>, not both');
    else if (!has('BaseVehicle') && !has('Years'))
      problems.push('the App names no vehicle (<BaseVehicle>, or <Years> with <Make>)');
    else if (has('Years') && !has('Make')) problems.push('<Years> needs a <Make>');
    if (this.qtyText === undefined) problems.push('the App has no <Qty>');
    else if (!/^\d+$/.test(this.qtyText) || Number(this.qtyText) < 1 || Number(this.qtyText) > MAX_INT) {
      problems.push(`Qty "${this.qtyText}" is not a positive whole number`);
    } else app.qty = Number(this.qtyText);
    if (!app.partNumber) problems.push('the App has no <Part> number');
    if (!app.brand) problems.push('no brand: neither the App, its <Part> nor the Header gives a BrandAAIAID');
    if (has('Position')) {
      const known =
        this.positionId && /^\d+$/.test(this.positionId) ? PCDB_POSITIONS.get(Number(this.positionId)) : undefined;
      app.position = this.positionText || known;
      if (!app.position)
        problems.push(`Position id "${this.positionId ?? ''}" is not one this store knows, and no text names it`);
    }
    app.problems = problems;
    return app;
  }

  private parseId(element: string, raw: string | undefined): number | undefined {
    const value = raw?.trim();
    if (!value) {
      this.bodyProblems.push(`<${element}> has no id`);
      return undefined;
    }
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_INT) {
      this.bodyProblems.push(`<${element}> id "${value}" is not a positive whole number`);
      return undefined;
    }
    return Number(value);
  }
}
