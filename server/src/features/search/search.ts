// Site search on PostgreSQL alone (decision 0010): part numbers by their key (exact, then prefix), words by full-text
// search over the product name (which carries the brand, line and category), misspelt words corrected against the
// catalogue's vocabulary, and words the vocabulary cannot place matched by trigram word similarity. Exact part-number
// hits rank first. Works the same on PGlite and on a PostgreSQL server (migrations 0005 and 0023 hold the indexes).
import { PRODUCT_IMAGE_SIZES, productImageAt } from '@parts/common/product-editor';
import { sql, type SQL } from 'drizzle-orm';
import { mpnKey } from '@parts/common/part-number';
import { autocompleteAnswerSchema, listingAnswerSchema, listingHref, type SearchQuery } from '@parts/common/listing';
import { preparedSql, type Db } from '#src/db/client';
import { catalogReader, primaryOf } from '#src/db/replica';
import { rowsOf } from '#src/db/rows';
import { cachedJson } from '#src/features/catalog/listing-cache';
import { catalogVersion } from '#src/features/catalog-version/version';
import { pageOf, vehicleKey, type ListingContext, type ListingSpec } from '#src/features/catalog/listing';
import { listingFilter } from '#src/features/fitment/service';
import { mediaUrl, productViewLink } from '#src/features/catalog/cards';
import { buildVocab, formsOf, gradesOf, nearestOtherWord, queryWords, type Vocab } from './words';
import { bestMatches, buildNameIndex, type NameIndex } from './name-index';

interface Names {
  brands: { manufacturer_id: number; name: string; aaia: string; image: string; words: string[] }[];
  categories: {
    category_id: number;
    parent_id: number | null;
    name: string;
    group_name: string;
    words: string[];
    groupWords: string[];
  }[];
  series: { series_id: number; name: string; manufacturer: string; words: string[] }[];
}
interface Lexicon {
  version: number;
  vocab: Vocab;
  names: Names;
  /** The names of the parts for sale, word by word, best sellers first (autocomplete's name hits). */
  index: NameIndex;
}

/** The lexicon of each database: the newest one asked for, built or building (one promise per catalogue version). */
const lexicons = new WeakMap<Db, { version: number; lexicon: Promise<Lexicon> }>();
let lexiconBuilds = 0;

/** How many lexicons this process has built (the single-flight test, and a figure for soak runs). */
export const lexiconBuildCount = (): number => lexiconBuilds;

/**
 * The vocabulary and the small name lists, rebuilt when the catalogue version moves. Single flight: every search that
 * asks while a version builds shares that one build (at scale 10 a build reads every product's name: a burst of
 * searches after an import must not start one each), and a lexicon of a newer version serves a caller that read an
 * older version number.
 */
async function lexicon(db: Db, version: number): Promise<Lexicon> {
  const primary = primaryOf(db);
  const current = lexicons.get(primary);
  if (current && current.version >= version) return current.lexicon;
  const entry = { version, lexicon: buildLexicon(primary, version) };
  lexicons.set(primary, entry);
  // A failed build is forgotten, so the next search tries again.
  entry.lexicon.catch(() => {
    if (lexicons.get(primary) === entry) lexicons.delete(primary);
  });
  return entry.lexicon;
}

async function buildLexicon(primary: Db, version: number): Promise<Lexicon> {
  lexiconBuilds++;
  const db = await catalogReader(primary, version);
  const vocabRows = rowsOf<{ word: string; ndoc: number }>(
    await db.execute(sql`select word, ndoc from ts_stat($$select name_words from products where status
      union all select to_tsvector('simple', name) from manufacturers union all select to_tsvector('simple', name) from categories
      union all select to_tsvector('simple', name) from series$$)`),
  );
  const brands = rowsOf<{ manufacturer_id: number; name: string; aaia: string; image: string }>(
    await db.execute(sql`select manufacturer_id, name, aaia, image from manufacturers order by name`),
  );
  const named = rowsOf<{ product_id: number; name: string }>(
    await db.execute(sql`select product_id, name from products where status order by sales_count desc, product_id`),
  );
  const categories = rowsOf<{ category_id: number; parent_id: number | null; name: string; group_name: string }>(
    await db.execute(sql`select category_id, parent_id, name, group_name from categories order by name`),
  );
  const series = rowsOf<{ series_id: number; name: string; manufacturer: string }>(
    await db.execute(
      sql`select s.series_id, s.name, m.name as manufacturer from series s join manufacturers m using (manufacturer_id) order by s.name, m.name`,
    ),
  );
  return {
    version,
    index: buildNameIndex(named),
    vocab: buildVocab(vocabRows),
    names: {
      brands: brands.map((b) => ({ ...b, words: queryWords(`${b.name} ${b.aaia}`) })),
      categories: categories.map((c) => ({ ...c, words: queryWords(c.name), groupWords: queryWords(c.group_name) })),
      series: series.map((s) => ({ ...s, words: queryWords(`${s.manufacturer} ${s.name}`) })),
    },
  };
}

/** Builds the vocabulary in the background at start, so the first shopper's search does not wait for it. */
export async function warmSearch(db: Db): Promise<void> {
  try {
    await lexicon(db, await catalogVersion(db));
  } catch {
    // The first search builds it instead.
  }
}

/** One thing a shopper asked for (decision 0046). */
export type Want =
  /** A word: any of its forms (itself, its other number, a correction), each as a word start. */
  | { kind: 'word'; typed: string; forms: string[] }
  /** An SAE viscosity grade however typed ("5w30", "5W-30"): the names' "5W-30". */
  | { kind: 'grade'; typed: string; cold: number; hot: number }
  /** A word no catalogue word is near: trigram word similarity against the name. */
  | { kind: 'near'; typed: string };

/** A parsed search term: the part-number key, the SKU the text may name, and what the words ask for. */
export interface ParsedTerm {
  raw: string;
  key: string;
  /** The SKU the text names: "BRLA BR-2150" (brand code and part number, as cards show them) → "BRLA-BR2150". */
  sku: string;
  wants: Want[];
}

/** The groups of word starts a want is to the name index in memory: one group a name word must start with. */
function groupsOf(w: Want): string[][] {
  if (w.kind === 'word') return [w.forms];
  if (w.kind === 'grade') return [[`${w.cold}w`], [String(w.hot)]];
  return [[w.typed]];
}

/** The words the name index can answer for (no trigram word among them), or null. */
export function nameGroups(wants: Want[]): string[][] | null {
  return wants.length && wants.every((w) => w.kind !== 'near') ? wants.flatMap(groupsOf) : null;
}

export function parseTerm(vocab: Vocab, raw: string, index?: NameIndex): ParsedTerm {
  const { grades, rest } = gradesOf(raw);
  const wantOf = (typed: string): Want => {
    const forms = formsOf(vocab, typed);
    return forms ? { kind: 'word', typed, forms } : { kind: 'near', typed };
  };
  let wants: Want[] = [
    ...queryWords(rest).map(wantOf),
    ...grades.map((g): Want => {
      const [cold, hot] = g.split(/W-/).map(Number) as [number, number];
      return { kind: 'grade', typed: g, cold, hot };
    }),
  ].slice(0, 8);
  // A word kept as typed because a catalogue word starts with it ("break": "Night Breaker") is corrected when the
  // words as typed are in no name together ("break pads" → "brake pads"); one word at a time, the first that finds.
  const groups = index ? nameGroups(wants) : null;
  if (index && groups && bestMatches(index, groups, 1).length === 0) {
    for (let i = 0; i < wants.length; i++) {
      const w = wants[i]!;
      const near = w.kind === 'word' ? nearestOtherWord(vocab, w.typed) : null;
      if (!near) continue;
      const tried = wants.map((x, k) =>
        k === i ? { kind: 'word' as const, typed: w.typed, forms: formsOf(vocab, near)! } : x,
      );
      if (bestMatches(index, tried.flatMap(groupsOf), 1).length) {
        wants = tried;
        break;
      }
    }
  }
  const branded = /^\s*([A-Za-z]{4})[\s-]+(\S.*)$/.exec(raw);
  const sku = branded ? `${branded[1]!.toUpperCase()}-${mpnKey(branded[2]!)}` : raw.trim().toUpperCase();
  return { raw, key: mpnKey(raw), sku, wants };
}

/**
 * One want as to_tsquery('simple', …) text: `(pad:* | pads:*)`; a grade as the names' tokens (PostgreSQL's parser
 * reads "5W-30" as "5w" and the signed number "-30") or as one token ("5W30"). Only letters and digits reach it.
 */
function wantQuery(w: Want): string {
  if (w.kind === 'grade') return `(${w.cold}w <-> '-${w.hot}' | ${w.cold}w${w.hot}:*)`;
  const forms = w.kind === 'word' ? w.forms : [w.typed];
  return forms.length === 1 ? `${forms[0]}:*` : `(${forms.map((f) => `${f}:*`).join(' | ')})`;
}

/** What the names of brands and categories say about the wants (resolved in memory, decision 0046). */
export interface Named {
  /** Per want (same order), the leaf categories whose name or group's name holds it: the cross-field match. */
  categories: number[][];
  /** Brand + type: leaf categories every word of whose name the wants hold, each with the brands the other words name. */
  typed: { categoryIds: number[]; brandIds: number[] }[];
}

/** The search condition and its relevance order (decision 0046). */
export function searchSql(
  t: ParsedTerm,
  opts: { description: boolean; named?: Named; crossField?: boolean },
): { match: SQL; rank: SQL; numbers: SQL | null; exact: SQL; words: SQL | null } | null {
  const arms: SQL[] = [];
  const key = t.key;
  const hasKey = key.length >= 3 && /\d/.test(key);
  // A part-number start as the range `like 'KEY%'` stands for (keys are A-Z and 0-9, so the next key after every key
  // starting so is the last letter's successor): the prefix index answers it from a parameter too, in a prepared
  // statement's generic plan, where `like $n` cannot use the index.
  const startsKey = hasKey
    ? sql`(p.mpn_key ~>=~ ${key} and p.mpn_key ~<~ ${key.slice(0, -1) + String.fromCharCode(key.charCodeAt(key.length - 1) + 1)})`
    : null;
  const isKey = hasKey ? sql`p.mpn_key = ${key}` : null;
  // Another brand's number for the same part (PIES PartInterchange, product_interchange) finds it too.
  const isInterchange = hasKey
    ? sql`p.product_id in (select x.product_id from product_interchange x where x.number_key = ${key})`
    : null;
  const numberArms = [
    ...(isKey && startsKey && isInterchange ? [isKey, startsKey, isInterchange] : []),
    ...(t.raw ? [sql`p.sku = ${t.sku}`] : []),
  ];
  arms.push(...numberArms);
  const known = t.wants.filter((w) => w.kind !== 'near');
  const unknown = t.wants.filter((w) => w.kind === 'near');
  let wordsMatch: SQL | null = null;
  const tsText = known.map(wantQuery).join(' & ');
  const tsq = known.length ? sql`to_tsquery('simple', ${tsText})` : null;
  if (t.wants.length) {
    const parts: SQL[] = [];
    // name_words is the name's tsvector, stored (migration 0023, a slash read as a space), with the full-text index.
    if (tsq) parts.push(sql`p.name_words @@ ${tsq}`);
    // Words nothing in the vocabulary is near: trigram word similarity against the name (pg_trgm, GIN index).
    for (const w of unknown) parts.push(sql`p.name %> ${w.typed}`);
    wordsMatch = sql.join(parts, sql` and `);
    arms.push(sql`(${wordsMatch})`);
    if (opts.description && tsq) arms.push(sql`to_tsvector('simple', p.description) @@ ${tsq}`);
    // Across name and category (search_in_brand_or_category): each word in the name or in the part's category or
    // group name ("monroe suspension": Monroe in the name, Suspension & Steering the group). Id lists keep it on indexes.
    const cats = opts.named?.categories;
    if (opts.crossField && cats && cats.some((c) => c.length)) {
      const each = t.wants.map((w, i) => {
        const inName =
          w.kind === 'near' ? sql`p.name %> ${w.typed}` : sql`p.name_words @@ to_tsquery('simple', ${wantQuery(w)})`;
        return cats[i]!.length ? sql`(${inName} or p.category_id = any(${sql.param(cats[i])}::int[]))` : inName;
      });
      arms.push(sql`(${sql.join(each, sql` and `)})`);
    }
  }
  if (!arms.length) return null;
  const numbers = numberArms.length ? sql`(${sql.join(numberArms, sql` or `)})` : null;
  const exact = sql`(${isKey ?? sql`false`} or p.sku = ${t.sku} or ${isInterchange ?? sql`false`})`;
  const typed = opts.named?.typed.length
    ? sql`(${sql.join(
        opts.named.typed.map((x) =>
          x.brandIds.length
            ? sql`(p.category_id = any(${sql.param(x.categoryIds)}::int[]) and p.manufacturer_id = any(${sql.param(x.brandIds)}::int[]))`
            : sql`p.category_id = any(${sql.param(x.categoryIds)}::int[])`,
        ),
        sql` or `,
      )})`
    : null;
  // The order reads the query once (an InitPlan), not once for each row it ranks as `to_tsquery(…, $n)` did in a
  // prepared statement; the match above keeps the plain call, whose value the planner's estimates need.
  const rankTsq = known.length ? sql`(select to_tsquery('simple', ${tsText}))` : null;
  const allWords = rankTsq && !unknown.length ? sql`p.name_words @@ ${rankTsq}` : null;
  const rank = sql`case
    when ${exact} then 0
    when ${startsKey ?? sql`false`} then 1
    when ${typed && allWords ? sql`${typed} and ${allWords}` : sql`false`} then 2
    when ${allWords ?? sql`false`} then 3
    else 4 end,
    ${rankTsq ? sql`ts_rank(p.name_words, ${rankTsq}) desc,` : sql``} p.sales_count desc, p.product_id`;
  return { match: sql`(${sql.join(arms, sql` or `)})`, rank, numbers, exact, words: wordsMatch };
}

/** A want holds a name's word: one of its forms starts the word (a grade names no brand or category). */
function holds(w: Want, word: string): boolean {
  if (w.kind === 'word') return w.forms.some((f) => word.startsWith(f));
  return w.kind === 'near' && word.startsWith(w.typed);
}

/** The brands and categories the wants name (decision 0046), from the lists in memory. */
export function namedBy(names: Names, wants: Want[]): Named {
  const leaves = names.categories.filter((c) => c.parent_id !== null);
  const categories = wants.map((w) =>
    w.kind === 'word'
      ? leaves.filter((c) => [...c.words, ...c.groupWords].some((n) => holds(w, n))).map((c) => c.category_id)
      : [],
  );
  const words = wants.filter((w) => w.kind === 'word');
  const byBrands = new Map<string, { categoryIds: number[]; brandIds: number[] }>();
  for (const c of leaves) {
    if (!c.words.every((n) => words.some((w) => holds(w, n)))) continue;
    // The words the category's name does not hold: a brand they name ranks its parts of the category first.
    const other = words.filter((w) => !c.words.some((n) => holds(w, n)));
    const brandIds = other.length
      ? names.brands.filter((b) => other.some((w) => b.words.some((n) => holds(w, n)))).map((b) => b.manufacturer_id)
      : [];
    const key = brandIds.join(',');
    const entry = byBrands.get(key) ?? { categoryIds: [], brandIds };
    entry.categoryIds.push(c.category_id);
    byBrands.set(key, entry);
  }
  return { categories, typed: [...byBrands.values()] };
}

export async function searchListing(db: Db, q: SearchQuery, ctx: ListingContext): Promise<string> {
  const term = (q.search || q.tag || '').trim();
  const key = `search|${vehicleKey(ctx.vehicle)}|${ctx.customerGroupId}|${JSON.stringify({ ...q, search: term.toLowerCase() })}`;
  return cachedJson(db, key, listingAnswerSchema, async (version, _limits, read) => {
    const empty = { products: [], total: 0, page: q.page, limit: q.limit, title: term };
    if (!term) return empty;
    const lex = await lexicon(db, version);
    const parsed = parseTerm(lex.vocab, term, lex.index);
    const found = searchSql(parsed, {
      description: q.description,
      named: namedBy(lex.names, parsed.wants),
      crossField: q.search_in_brand_or_category,
    });
    if (!found) return empty;
    const where = [found.match];
    if (q.manufacturer_id) where.push(sql`p.manufacturer_id = ${q.manufacturer_id}`);
    if (q.in_stock)
      where.push(sql`exists (select 1 from inventory i where i.product_id = p.product_id and i.quantity > 0)`);
    if (q.category_id)
      where.push(
        sql`p.product_id in (select pc.product_id from product_categories pc where pc.category_id = ${q.category_id})`,
      );
    const spec: ListingSpec = { where, defaultOrder: found.rank, title: term };
    return pageOf(read, spec, q, q.all_parts ? { ...ctx, allParts: true } : ctx);
  });
}

/** Every word typed holds a word of the name (a shopper typing "pow sto" finds "Power Stop"); grades name none. */
function namesMatch(nameWords: string[], wants: Want[]): boolean {
  const words = wants.filter((w) => w.kind !== 'grade');
  return words.length > 0 && words.every((w) => nameWords.some((n) => holds(w, n)));
}

function pick<T extends { name: string; words: string[] }>(list: T[], wants: Want[], limit: number): T[] {
  const hits = list.filter((x) => namesMatch(x.words, wants));
  // Names that start with the first word come first, then A to Z (the lists are already sorted by name).
  const first = wants.find((w) => w.kind !== 'grade');
  return [
    ...hits.filter((x) => first && x.words[0] !== undefined && holds(first, x.words[0])),
    ...hits.filter((x) => !(first && x.words[0] !== undefined && holds(first, x.words[0]))),
  ].slice(0, limit);
}

/** How many part-number hits and how many name hits autocomplete orders its suggestions from. */
const AUTOCOMPLETE_POOL = 50;
/** With a vehicle, the name hits' pool is wider, so that enough of it fits to come first (decision 0046). */
const AUTOCOMPLETE_VEHICLE_POOL = 400;

/**
 * The name hits' pool from the name index in memory (decision 0033) when every word is one the catalogue knows (or the
 * start of one); null when a word is matched by trigram similarity instead, which only PostgreSQL's index answers.
 */
function wordsPool(lex: Lexicon, t: ParsedTerm, size: number): SQL | null {
  const groups = nameGroups(t.wants);
  if (!groups) return null;
  // One array parameter, so the statement's text does not vary with the pool (it is prepared: see autocomplete).
  return sql`(select unnest(${sql.param(bestMatches(lex.index, groups, size))}::int[]))`;
}

type SuggestedPart = { product_id: number; name: string; aaia: string; mpn: string; image: string; fits: boolean };

/**
 * The header's suggestions. With a vehicle chosen, parts that fit it (or may, or universal ones when shown: the
 * listings' filter) come before parts that do not, after exact part-number hits, and each part says whether it fits.
 */
export async function autocomplete(
  db: Db,
  term: string,
  limit: number,
  partsLimit: number,
  ctx: ListingContext,
): Promise<string> {
  const fit = listingFilter(ctx.vehicle);
  const key = `ac|${fit ? vehicleKey(ctx.vehicle) : ''}|${term.toLowerCase()}|${limit}|${partsLimit}`;
  return cachedJson(db, key, autocompleteAnswerSchema, async (version, _limits, read) => {
    const lex = await lexicon(db, version);
    const t = parseTerm(lex.vocab, term, lex.index);
    const { names } = lex;
    const found = searchSql(t, { description: false, named: namedBy(names, t.wants) });
    // The suggestions come from a bounded set (decision 0028): the part-number hits (exact first) and the name hits,
    // each the best sellers first, AUTOCOMPLETE_POOL of each; then the search order over those. A common word start
    // ("rea": 22,000 names at scale 10) no longer parses and ranks every name it matches.
    // `+ 0` keeps the planner off the sales index: walking it would parse each name it passes until 50 match (half a
    // second for a word a hundredth of the names hold); the match's own index gives the ids, and only 50 are ranked.
    const pool = (cond: SQL, first: SQL) =>
      sql`(select p.product_id from products p where p.status and ${cond} order by ${first} p.sales_count + 0 desc, p.product_id limit ${AUTOCOMPLETE_POOL})`;
    const arms = found
      ? [
          ...(found.numbers ? [pool(found.numbers, sql`${found.exact} desc,`)] : []),
          ...(found.words
            ? [wordsPool(lex, t, fit ? AUTOCOMPLETE_VEHICLE_POOL : AUTOCOMPLETE_POOL) ?? pool(found.words, sql``)]
            : []),
        ]
      : [];
    const suggested =
      found && arms.length
        ? sql`select p.product_id, p.name, m.aaia, p.mpn, p.image, ${fit ?? sql`true`} as fits
            from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
            where p.product_id in (${sql.join(arms, sql` union `)})
            order by ${fit ? sql`${found.exact} desc, ${fit} desc,` : sql``} ${found.rank} limit ${partsLimit}`
        : null;
    // Prepared (planning was half the statement's time, decision 0034), one statement per shape of the text.
    const parts = suggested ? await preparedSql<SuggestedPart>(read, 'autocomplete', suggested) : [];
    return {
      brands: pick(names.brands, t.wants, limit).map((b) => ({
        manufacturer_id: b.manufacturer_id,
        name: b.name,
        image: mediaUrl(b.image),
        href: listingHref.brand(b.manufacturer_id),
      })),
      parts: parts.map((p) => ({
        product_id: p.product_id,
        name: p.name,
        aaia: p.aaia,
        mpn: p.mpn,
        image: mediaUrl(productImageAt(p.image, PRODUCT_IMAGE_SIZES.thumb)),
        href: productViewLink(p.product_id),
        ...(fit ? { fits: p.fits } : {}),
      })),
      categories: pick(names.categories, t.wants, limit).map((c) => ({
        category_id: c.category_id,
        name: c.name,
        group: c.group_name,
        href: listingHref.category(c.category_id),
      })),
      series: pick(names.series, t.wants, limit).map((s) => ({
        series_id: s.series_id,
        name: s.name,
        manufacturer: s.manufacturer,
        href: listingHref.series(s.series_id),
      })),
    };
  });
}
