// Query words and typo tolerance (decision 0010). A word the catalogue does not know is replaced by the catalogue word
// closest to it (Damerau-Levenshtein distance 1 for words up to 5 letters, 2 for longer, more common words first), so
// "brkae" finds "brake" and "alternatr" finds "alternator". The vocabulary is the set of words in product, brand,
// category and series names (PostgreSQL's ts_stat over the same to_tsvector('simple', …) the search index uses).

export interface Vocab {
  /** word → how many names hold it. */
  words: Map<string, number>;
  /** Words by length, so a lookup only compares words of a near length. */
  byLength: Map<number, string[]>;
  /** Every word in code-unit order (for the words a typed start begins). */
  sorted: string[];
}

export function buildVocab(rows: { word: string; ndoc: number }[]): Vocab {
  const words = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const r of rows) {
    if (!words.has(r.word)) {
      const list = byLength.get(r.word.length) ?? [];
      list.push(r.word);
      byLength.set(r.word.length, list);
    }
    words.set(r.word, (words.get(r.word) ?? 0) + Number(r.ndoc));
  }
  return { words, byLength, sorted: [...words.keys()].sort(byCodeUnit) };
}

/** Code-unit order, the order `wordsStartingWith` searches (not the locale's). */
export const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first index of `sorted` whose word is not below `w`. */
function lowerBound(sorted: string[], w: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < w) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of the words in `sorted` (code-unit order) that start with `prefix`. */
export function wordsStartingWith(sorted: string[], prefix: string): [number, number] {
  // Every word starting with the prefix sorts below prefix + U+FFFF.
  return [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)];
}

/** The words of a query: lower case letters and digits (as to_tsvector('simple') splits them), at most 8. */
export function queryWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), stopping early above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array<number>(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * The word as the catalogue spells it: itself when known (or a prefix of a known word, as a shopper typing), a number
 * or part-number-like token as typed, else the closest known word within the distance allowed, else null.
 */
/** `prefix` is the start of a catalogue word (a shopper still typing it). */
export function startsAWord(vocab: Vocab, prefix: string): boolean {
  const [from, to] = wordsStartingWith(vocab.sorted, prefix);
  return to > from;
}

export function correctWord(vocab: Vocab, word: string): string | null {
  if (vocab.words.has(word) || /\d/.test(word) || word.length < 4 || startsAWord(vocab, word)) return word;
  const max = word.length <= 5 ? 1 : 2;
  let best: { word: string; d: number; n: number } | null = null;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const w of vocab.byLength.get(len) ?? []) {
      const d = editDistance(word, w, max);
      if (d > max) continue;
      const n = vocab.words.get(w) ?? 0;
      if (!best || d < best.d || (d === best.d && n > best.n)) best = { word: w, d, n };
    }
  }
  return best?.word ?? null;
}

/**
 * The other grammatical number of a word, as English spells plurals: "pads" → "pad", "batteries" → "battery",
 * "hitches" → "hitch", "lenses" → "lens" or "lense", "battery" → "batteries". Candidates only: the vocabulary decides.
 */
export function otherNumbers(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (/(ch|sh|x|s|z)es$/.test(word)) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  if (/[^aeiou]y$/.test(word)) out.push(`${word.slice(0, -1)}ies`);
  return out.filter((w) => w.length >= 2);
}

/** Drops a form another form of the list starts (a word start matches it already: "plug" covers "plugs"). */
function minimal(forms: string[]): string[] {
  const unique = [...new Set(forms)];
  return unique.filter((f) => !unique.some((g) => g !== f && f.startsWith(g)));
}

/**
 * The catalogue words a typed word stands for, each matched as a word start (decision 0046): the word itself when the
 * catalogue knows it or a word starting with it (a shopper still typing), together with its other number where the
 * catalogue holds that ("plugs" → plug, since names say "Spark Plug" and the category "Spark Plugs"); else its other
 * number alone; else the closest catalogue word and its other number ("brkaes" → brakes, brake); null when nothing is
 * near (trigram similarity then). Numbers and words under four letters are taken as typed.
 */
export function formsOf(vocab: Vocab, word: string): string[] | null {
  if (/\d/.test(word) || word.length < 4) return [word];
  const numbers = (w: string) => otherNumbers(w).filter((f) => vocab.words.has(f));
  if (vocab.words.has(word) || startsAWord(vocab, word)) return minimal([word, ...numbers(word)]);
  const other = numbers(word);
  if (other.length) return minimal(other);
  const near = correctWord(vocab, word);
  return near === null ? null : minimal([near, ...numbers(near)]);
}

/**
 * The closest catalogue word that is not the word itself nor one of its forms (the most common of the nearest), for
 * a query whose words as typed are in no name together ("break pads": "break" starts "breaker", but no part is a
 * "breaker pad", so "break" → "brake"). Null when none is near.
 */
export function nearestOtherWord(vocab: Vocab, word: string): string | null {
  if (/\d/.test(word) || word.length < 4) return null;
  // One edit more than correctWord allows from five letters: the words as typed found nothing, and a shopper's
  // homophone is often two edits away ("break" → "brake").
  const max = word.length <= 4 ? 1 : 2;
  const own = new Set([word, ...otherNumbers(word)]);
  let best: { word: string; d: number; n: number } | null = null;
  for (let len = word.length - max; len <= word.length + max; len++) {
    for (const w of vocab.byLength.get(len) ?? []) {
      if (own.has(w) || w.startsWith(word)) continue;
      const d = editDistance(word, w, max);
      if (d > max) continue;
      const n = vocab.words.get(w) ?? 0;
      if (!best || d < best.d || (d === best.d && n > best.n)) best = { word: w, d, n };
    }
  }
  return best?.word ?? null;
}

/** An SAE viscosity grade as shoppers type it: "5W-30", "5w30", "5W 30", "10w-40" → [5, 30]. */
const GRADE = /(^|[^\p{L}\p{N}])(\d{1,2})\s*w\s*-?\s*(\d{1,2})(?=$|[^\p{L}\p{N}])/giu;

/** The viscosity grades in a query and the query without them ("castrol 5w30" → ["5W-30"], "castrol "). */
export function gradesOf(text: string): { grades: string[]; rest: string } {
  const grades: string[] = [];
  const rest = text.replace(GRADE, (_m, before: string, cold: string, hot: string) => {
    grades.push(`${Number(cold)}W-${Number(hot)}`);
    return `${before} `;
  });
  return { grades, rest };
}
