// One PIES <Item> as the import reads it, built element by element by the streaming reader (pies-parse.ts). Units
// are turned into the store's (cents, grams, millimetres) here; anything unreadable is a problem that rejects the item.

export interface PiesItem {
  /** The line of "<Item" in the file. */
  line: number;
  /** A = add, C = change, D = delete (the product is disabled, never removed: orders point at it). */
  maintenance: string;
  partNumber: string;
  brand: string;
  partTypeId: number | null;
  upc: string;
  hazardous: boolean | null;
  /** By DescriptionCode: DES (short) → name; EXT, then MKT → description. */
  descriptions: Map<string, string>;
  /** By PriceType (LST, JBR, RET…), in cents. */
  prices: Map<string, number>;
  specs: { name: string; value: string }[];
  interchange: { brand: string; partNumber: string }[];
  assets: { type: string; url: string }[];
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  problems: string[];
}

/** Readable names of the common ExtendedProductInformation codes; another code is shown as the code itself. */
const EXPI_NAMES: Record<string, string> = {
  CTO: 'Country of Origin',
  EMS: 'Emission Code',
  LIF: 'Life Cycle Status',
  NAF: 'NAFTA Eligible',
  PTV: 'Product Tax Type',
  SES: 'Seasonal',
  WAR: 'Warranty',
  WRT: 'Warranty',
  HTS: 'Harmonized Tariff Code',
};

const GRAMS_PER: Record<string, number> = {
  LB: 453.592,
  PG: 453.592,
  PN: 453.592,
  OZ: 28.3495,
  KG: 1000,
  GR: 1,
  GT: 1,
};
const MM_PER: Record<string, number> = { IN: 25.4, CM: 10, MM: 1, FT: 304.8, M: 1000 };

export function newItem(line: number, maintenance: string): PiesItem {
  return {
    line,
    maintenance: (maintenance || 'A').toUpperCase(),
    partNumber: '',
    brand: '',
    partTypeId: null,
    upc: '',
    hazardous: null,
    descriptions: new Map(),
    prices: new Map(),
    specs: [],
    interchange: [],
    assets: [],
    weightGrams: null,
    lengthMm: null,
    widthMm: null,
    heightMm: null,
    problems: [],
  };
}

/** A decimal amount in the file → cents; null (with a problem noted) when it is not a plain non-negative number. */
function cents(item: PiesItem, text: string, what: string): number | null {
  if (!/^\d{1,9}(\.\d{1,4})?$/.test(text)) {
    item.problems.push(`${what} "${text}" is not a price`);
    return null;
  }
  return Math.round(Number(text) * 100);
}

function measure(item: PiesItem, text: string, uom: string, table: Record<string, number>, what: string) {
  const per = table[uom.toUpperCase()];
  if (per === undefined) {
    item.problems.push(`${what} has an unknown unit "${uom}"`);
    return null;
  }
  if (!/^\d{1,7}(\.\d{1,4})?$/.test(text)) {
    item.problems.push(`${what} "${text}" is not a number`);
    return null;
  }
  return Math.round(Number(text) * per);
}

/** An element of the Item closed: its name, attributes, text, its parent's name and attributes, and its child texts. */
export interface Closed {
  name: string;
  attrs: Record<string, string>;
  text: string;
  parent: string;
  parentAttrs: Record<string, string>;
  fields: Map<string, string>;
}

/** Reads one closed element into the item. */
export function readElement(item: PiesItem, e: Closed): void {
  const text = e.text.trim();
  switch (`${e.parent}/${e.name}`) {
    case 'Item/PartNumber':
      item.partNumber = text;
      return;
    case 'Item/BrandAAIAID':
      item.brand = text.toUpperCase();
      return;
    case 'Item/PartTerminologyID':
      if (/^\d{1,9}$/.test(text)) item.partTypeId = Number(text);
      else item.problems.push(`PartTerminologyID "${text}" is not a number`);
      return;
    case 'Item/HazardousMaterialCode':
      item.hazardous = text.toUpperCase() === 'Y';
      return;
    case 'Item/ItemLevelGTIN':
      // A GTIN-14 of a UPC is the UPC with two leading zeros.
      item.upc = text.replace(/^00(?=\d{12}$)/, '');
      return;
    case 'Descriptions/Description': {
      const code = (e.attrs.DescriptionCode ?? '').toUpperCase();
      const lang = (e.attrs.LanguageCode ?? 'EN').toUpperCase();
      if (code && lang === 'EN' && text && !item.descriptions.has(code)) item.descriptions.set(code, text);
      return;
    }
    case 'Pricing/Price': {
      const type = (e.parentAttrs.PriceType ?? '').toUpperCase();
      const value = cents(item, text, `${type || 'a'} price`);
      if (type && value !== null && !item.prices.has(type)) item.prices.set(type, value);
      return;
    }
    case 'ExtendedInformation/ExtendedProductInformation': {
      const code = (e.attrs.EXPICode ?? '').toUpperCase();
      if (code && text) item.specs.push({ name: EXPI_NAMES[code] ?? code, value: text });
      return;
    }
    case 'ProductAttributes/ProductAttribute': {
      const name = e.attrs.AttributeID ?? '';
      if (name && text) item.specs.push({ name, value: text });
      return;
    }
    case 'Weights/Weight':
      if (item.weightGrams === null)
        item.weightGrams = measure(item, text, e.parentAttrs.UOM ?? 'PG', GRAMS_PER, 'the weight');
      return;
    case 'Package/Dimensions':
      if (item.lengthMm === null) readDimensions(item, e);
      return;
    case 'PartInterchange/PartNumber':
      if (text) item.interchange.push({ brand: (e.parentAttrs.BrandAAIAID ?? '').toUpperCase(), partNumber: text });
      return;
    case 'DigitalAssets/DigitalFileInformation': {
      const url = e.fields.get('URI') ?? '';
      if (/^https?:\/\/\S+$/i.test(url)) item.assets.push({ type: e.fields.get('AssetType') ?? '', url });
      return;
    }
  }
}

/** Shipping dimensions when given, else the merchandising ones. */
function readDimensions(item: PiesItem, e: Closed): void {
  const uom = e.attrs.UOM ?? 'IN';
  const pick = (what: string) => e.fields.get(`Shipping${what}`) ?? e.fields.get(`Merchandising${what}`);
  const [l, w, h] = [pick('Length'), pick('Width'), pick('Height')];
  if (l) item.lengthMm = measure(item, l, uom, MM_PER, 'the length');
  if (w) item.widthMm = measure(item, w, uom, MM_PER, 'the width');
  if (h) item.heightMm = measure(item, h, uom, MM_PER, 'the height');
}
