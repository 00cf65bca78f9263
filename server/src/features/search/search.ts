// Site search on PostgreSQL alone (decision 0010): part numbers by their key (exact, then prefix), words by full-text
// search over the product name (which carries the brand, line and category), misspelt words corrected against the
// catalogue's vocabulary, and words the vocabulary cannot place matched by trigram word similarity. Exact part-number
// hits rank first. Works the same on PGlite and on a PostgreSQL server (migrations 0005 and 0023 hold the indexes).
import { sql, type SQL } from 'drizzle-orm';
import { mpnKey } from '@parts/common/part-number';
import { autocompleteAnswerSchema, listingAnswerSchema, listingHref, type SearchQuery } from '@parts/common/listing';
import { preparedSql, type Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { cachedJson } from '#src/features/catalog/listing-cache';
import { catalogVersion } from '#src/features/catalog-version/version';
import { pageOf, vehicleKey, type ListingContext, type ListingSpec } from '#src/features/catalog/listing';
import { mediaUrl, productViewLink } from '#src/features/catalog/cards';
import { buildVocab, correctWord, queryWords, type Vocab } from './words';
import { bestMatches, buildNameIndex, type NameIndex } from './name-index';

interface Names {
  brands: { manufacturer_id: number; name: string; aaia: string; image: string; words: string[] }[];
  categories: { category_id: number; parent_id: number | null; name: string; group_name: string; words: string[] }[];
  series: { series_id: number; name: string; manufacturer: string; words: string[] }[];
}
interface Lexicon {
  version: number;
  vocab: Vocab;
  names: Names;
  /** The names of the parts for sale, word by word, best sellers first (autocomplete's name hits). */
  index: NameIndex;
}

const lexicons = new WeakMap<Db, Promise<Lexicon>>();

/** The vocabulary and the small name lists, rebuilt when the catalogue version moves. */
async function lexicon(db: Db, version: number): Promise<Lexicon> {
  const current = lexicons.get(db);
  if (current) {
    const lex = await current.catch(() => null);
    if (lex && lex.version === version) return lex;
  }
  const next = (async (): Promise<Lexicon> => {
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
        categories: categories.map((c) => ({ ...c, words: queryWords(c.name) })),
        series: series.map((s) => ({ ...s, words: queryWords(`${s.manufacturer} ${s.name}`) })),
      },
    };
  })();
  lexicons.set(db, next);
  next.catch(() => lexicons.delete(db));
  return next;
}

/** Builds the vocabulary in the background at start, so the first shopper's search does not wait for it. */
export async function warmSearch(db: Db): Promise<void> {
  try {
    await lexicon(db, await catalogVersion(db));
  } catch {
    // The first search builds it instead.
  }
}

/** A parsed search term: the part-number key, the words as typed, the words corrected, and the prefix tsquery text. */
export interface ParsedTerm {
  raw: string;
  key: string;
  /** The SKU the text names: "BRLA BR-2150" (brand code and part number, as cards show them) → "BRLA-BR2150". */
  sku: string;
  words: string[];
  /** Words the vocabulary knows (or corrected to); null where no catalogue word is near. */
  corrected: (string | null)[];
}

export function parseTerm(vocab: Vocab, raw: string): ParsedTerm {
  const words = queryWords(raw);
  const branded = /^\s*([A-Za-z]{4})[\s-]+(\S.*)$/.exec(raw);
  const sku = branded ? `${branded[1]!.toUpperCase()}-${mpnKey(branded[2]!)}` : raw.trim().toUpperCase();
  return { raw, key: mpnKey(raw), sku, words, corrected: words.map((w) => correctWord(vocab, w)) };
}

/** `word:* & word:*` for to_tsquery('simple', …): only letters and digits reach it. */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

/** The search condition and its relevance order (0 exact part number or SKU, 1 part-number prefix, 2 words, 3 near words). */
export function searchSql(
  t: ParsedTerm,
  opts: { description: boolean; brandOrCategory?: { brandIds: number[]; categoryIds: number[] } },
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
  const numberArms = [...(isKey && startsKey ? [isKey, startsKey] : []), ...(t.raw ? [sql`p.sku = ${t.sku}`] : [])];
  arms.push(...numberArms);
  const known = t.corrected.filter((w): w is string => w !== null);
  const unknown = t.words.filter((_, i) => t.corrected[i] === null);
  let wordsMatch: SQL | null = null;
  const tsq = known.length ? sql`to_tsquery('simple', ${prefixQuery(known)})` : null;
  if (known.length || unknown.length) {
    const parts: SQL[] = [];
    // name_words is the name's tsvector, stored (migration 0023, a slash read as a space), with the full-text index.
    if (tsq) parts.push(sql`p.name_words @@ ${tsq}`);
    // Words nothing in the vocabulary is near: trigram word similarity against the name (pg_trgm, GIN index).
    for (const w of unknown) parts.push(sql`p.name %> ${w}`);
    wordsMatch = sql.join(parts, sql` and `);
    arms.push(sql`(${wordsMatch})`);
    if (opts.description && tsq) arms.push(sql`to_tsvector('simple', p.description) @@ ${tsq}`);
    // Brands and categories named by the words, resolved in memory: plain id lists keep every arm on an index.
    const ids = (list: number[]) =>
      sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      );
    if (opts.brandOrCategory?.brandIds.length)
      arms.push(sql`p.manufacturer_id in (${ids(opts.brandOrCategory.brandIds)})`);
    if (opts.brandOrCategory?.categoryIds.length)
      arms.push(sql`p.category_id in (${ids(opts.brandOrCategory.categoryIds)})`);
  }
  if (!arms.length) return null;
  const numbers = numberArms.length ? sql`(${sql.join(numberArms, sql` or `)})` : null;
  const exact = sql`(${isKey ?? sql`false`} or p.sku = ${t.sku})`;
  // The order reads the query once (an InitPlan), not once for each row it ranks as `to_tsquery(…, $n)` did in a
  // prepared statement; the match above keeps the plain call, whose value the planner's estimates need.
  const rankTsq = known.length ? sql`(select to_tsquery('simple', ${prefixQuery(known)}))` : null;
  const rank = sql`case
    when ${exact} then 0
    when ${startsKey ?? sql`false`} then 1
    when ${rankTsq && !unknown.length ? sql`p.name_words @@ ${rankTsq}` : sql`false`} then 2
    else 3 end,
    ${rankTsq ? sql`ts_rank(p.name_words, ${rankTsq}) desc,` : sql``} p.sales_count desc, p.product_id`;
  return { match: sql`(${sql.join(arms, sql` or `)})`, rank, numbers, exact, words: wordsMatch };
}

export async function searchListing(db: Db, q: SearchQuery, ctx: ListingContext): Promise<string> {
  const term = (q.search || q.tag || '').trim();
  const key = `search|${vehicleKey(ctx.vehicle)}|${ctx.customerGroupId}|${JSON.stringify({ ...q, search: term.toLowerCase() })}`;
  return cachedJson(db, key, listingAnswerSchema, async (version) => {
    const empty = { products: [], total: 0, page: q.page, limit: q.limit, title: term };
    if (!term) return empty;
    const lex = await lexicon(db, version);
    const parsed = parseTerm(lex.vocab, term);
    const words = parsed.words.map((w, i) => parsed.corrected[i] ?? w);
    let brandOrCategory: { brandIds: number[]; categoryIds: number[] } | undefined;
    if (q.search_in_brand_or_category && words.length) {
      const cats = lex.names.categories.filter((c) => namesMatch(c.words, words)).map((c) => c.category_id);
      // A group names its categories: products sit in leaf categories.
      const leaves = lex.names.categories
        .filter((c) => c.parent_id !== null && (cats.includes(c.parent_id) || cats.includes(c.category_id)))
        .map((c) => c.category_id);
      brandOrCategory = {
        brandIds: lex.names.brands.filter((b) => namesMatch(b.words, words)).map((b) => b.manufacturer_id),
        categoryIds: [...new Set([...cats, ...leaves])],
      };
    }
    const found = searchSql(parsed, { description: q.description, brandOrCategory });
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
    return pageOf(db, spec, q, q.all_parts ? { ...ctx, allParts: true } : ctx);
  });
}

/** Every query word is the start of a word of the name (a shopper typing "pow sto" finds "Power Stop"). */
function namesMatch(nameWords: string[], words: string[]): boolean {
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

function pick<T extends { name: string; words: string[] }>(list: T[], words: string[], limit: number): T[] {
  const hits = list.filter((x) => namesMatch(x.words, words));
  // Names that start with the first word come first, then A to Z (the lists are already sorted by name).
  const first = words[0] ?? '';
  return [
    ...hits.filter((x) => x.words[0]?.startsWith(first)),
    ...hits.filter((x) => !x.words[0]?.startsWith(first)),
  ].slice(0, limit);
}

/** How many part-number hits and how many name hits autocomplete orders its suggestions from. */
const AUTOCOMPLETE_POOL = 50;

/**
 * The name hits' pool from the name index in memory (decision 0033) when every word is one the catalogue knows (or the
 * start of one); null when a word is matched by trigram similarity instead, which only PostgreSQL's index answers.
 */
function wordsPool(lex: Lexicon, t: ParsedTerm): SQL | null {
  if (t.words.length === 0 || t.corrected.some((w) => w === null)) return null;
  // One array parameter, so the statement's text does not vary with the pool (it is prepared: see autocomplete).
  return sql`(select unnest(${sql.param(bestMatches(lex.index, t.corrected as string[], AUTOCOMPLETE_POOL))}::int[]))`;
}

type SuggestedPart = { product_id: number; name: string; aaia: string; mpn: string; image: string };

export async function autocomplete(db: Db, term: string, limit: number, partsLimit: number): Promise<string> {
  const key = `ac|${term.toLowerCase()}|${limit}|${partsLimit}`;
  return cachedJson(db, key, autocompleteAnswerSchema, async (version) => {
    const lex = await lexicon(db, version);
    const t = parseTerm(lex.vocab, term);
    const words = t.words.map((w, i) => t.corrected[i] ?? w);
    const { names } = lex;
    const found = searchSql(t, { description: false });
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
          ...(found.words ? [wordsPool(lex, t) ?? pool(found.words, sql``)] : []),
        ]
      : [];
    const suggested =
      found && arms.length
        ? sql`select p.product_id, p.name, m.aaia, p.mpn, p.image
            from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
            where p.product_id in (${sql.join(arms, sql` union `)}) order by ${found.rank} limit ${partsLimit}`
        : null;
    // Prepared (planning was half the statement's time, decision 0034), one statement per shape of the text.
    const parts = suggested ? await preparedSql<SuggestedPart>(db, 'autocomplete', suggested) : [];
    return {
      brands: pick(names.brands, words, limit).map((b) => ({
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
        image: mediaUrl(p.image),
        href: productViewLink(p.product_id),
      })),
      categories: pick(names.categories, words, limit).map((c) => ({
        category_id: c.category_id,
        name: c.name,
        group: c.group_name,
        href: listingHref.category(c.category_id),
      })),
      series: pick(names.series, words, limit).map((s) => ({
        series_id: s.series_id,
        name: s.name,
        manufacturer: s.manufacturer,
        href: listingHref.series(s.series_id),
      })),
    };
  });
}
