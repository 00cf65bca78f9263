// The names of the parts for sale as an inverted index in memory, best sellers first (decision 0033): each word of a
// name, as queryWords splits it, maps to the products holding it by their place in sales order. Autocomplete's name
// hits for "what the shopper typed so far" are then a merge of a few sorted lists that stops at the 50th match, where
// the name index in PostgreSQL gathered every match (16,000 names for "repl" at scale 10) to sort them by sales.
// Built with the search vocabulary, once per catalogue version.
import { byCodeUnit, queryWords, wordsStartingWith } from './words';

export interface NameIndex {
  /** Product ids by place: best sellers first (sales_count desc, product_id), the order the SQL pool used. */
  ids: Int32Array;
  /** Every word of the names, in code-unit order. */
  words: string[];
  /** For words[k], the places of the products whose name holds it, ascending. */
  postings: Int32Array[];
}

/** `rows` must come best sellers first. */
export function buildNameIndex(rows: { product_id: number; name: string }[]): NameIndex {
  const lists = new Map<string, number[]>();
  rows.forEach((r, place) => {
    for (const w of new Set(queryWords(r.name))) {
      const list = lists.get(w);
      if (list) list.push(place);
      else lists.set(w, [place]);
    }
  });
  const words = [...lists.keys()].sort(byCodeUnit);
  return {
    ids: Int32Array.from(rows, (r) => r.product_id),
    words,
    postings: words.map((w) => Int32Array.from(lists.get(w)!)),
  };
}

/** The postings of every word starting with `prefix`. */
function postingsOf(index: NameIndex, prefix: string): Int32Array[] {
  return index.postings.slice(...wordsStartingWith(index.words, prefix));
}

/**
 * The ids of the best-selling `limit` products whose name has, for every group given, a word starting with one of the
 * group's forms (what `name_words @@ '(w1:* | w1b:*) & w2:*'` matches, in the SQL pool's order; a group is a typed
 * word's forms, decision 0046). The rarest group drives a k-way merge of its lists in sales order; the others are
 * checked against the places their lists hold.
 */
export function bestMatches(index: NameIndex, groups: string[][], limit: number): number[] {
  if (groups.length === 0 || limit <= 0) return [];
  // A place held by two forms' lists of the driving group comes off the heap twice in a row: skipped below.
  const lists = groups.map((forms) => forms.flatMap((f) => postingsOf(index, f)));
  const sizes = lists.map((ls) => ls.reduce((n, l) => n + l.length, 0));
  if (sizes.some((n) => n === 0)) return [];
  const byRarity = lists.map((ls, k) => ({ ls, n: sizes[k]! })).sort((a, b) => a.n - b.n);
  const others = byRarity.slice(1).map(({ ls }) => {
    const holds = new Uint8Array(index.ids.length);
    for (const l of ls) for (const place of l) holds[place] = 1;
    return holds;
  });
  const driver = byRarity[0]!.ls;
  // A binary min-heap of (next place, list) over the driver's lists.
  const heapPlace: number[] = [];
  const heapList: number[] = [];
  const at = new Int32Array(driver.length);
  const swap = (i: number, j: number) => {
    [heapPlace[i], heapPlace[j]] = [heapPlace[j]!, heapPlace[i]!];
    [heapList[i], heapList[j]] = [heapList[j]!, heapList[i]!];
  };
  const push = (place: number, list: number) => {
    heapPlace.push(place);
    heapList.push(list);
    for (let i = heapPlace.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (heapPlace[parent]! <= heapPlace[i]!) break;
      swap(i, parent);
      i = parent;
    }
  };
  const popTop = () => {
    const last = heapPlace.length - 1;
    swap(0, last);
    heapPlace.pop();
    heapList.pop();
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heapPlace.length && heapPlace[l]! < heapPlace[m]!) m = l;
      if (r < heapPlace.length && heapPlace[r]! < heapPlace[m]!) m = r;
      if (m === i) break;
      swap(i, m);
      i = m;
    }
  };
  driver.forEach((l, k) => push(l[0]!, k));
  const out: number[] = [];
  let previous = -1;
  while (heapPlace.length > 0 && out.length < limit) {
    const place = heapPlace[0]!;
    const list = heapList[0]!;
    popTop();
    const next = at[list]! + 1;
    at[list] = next;
    if (next < driver[list]!.length) push(driver[list]![next]!, list);
    if (place === previous) continue;
    previous = place;
    if (others.every((holds) => holds[place] === 1)) out.push(index.ids[place]!);
  }
  return out;
}
