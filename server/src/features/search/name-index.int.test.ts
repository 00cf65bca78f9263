// The name index in memory (decision 0033) gives autocomplete the same best sellers PostgreSQL's name index gives
// (name_words @@ 'w1:* & w2:*', best sellers first), for word starts of every kind the demo's names hold: one word's
// first letters, a whole word and the start of the next, the last word of a name. Both read "Air/Fuel" as two words
// (name_words splits at the slash, migration 0023).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#src/test/http';
import { bestMatches, buildNameIndex } from './name-index';
import { queryWords } from './words';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const query = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

describe('the name index against PostgreSQL', () => {
  it('holds the same 50 best sellers for word starts of every kind', async () => {
    const rows = await query<{ product_id: number; name: string }>(
      'select product_id, name from products where status order by sales_count desc, product_id',
    );
    const index = buildNameIndex(rows);
    const sample = await query<{ name: string }>(
      `select name from products where status order by md5(product_id::text) limit 60`,
    );
    const terms = new Set<string>();
    for (const { name } of sample) {
      const words = queryWords(name);
      if (words[0]) terms.add(words[0].slice(0, 3));
      if (words.length > 1) terms.add(`${words[0]} ${words[1]!.slice(0, 2)}`);
      // Not a grade's second number: PostgreSQL's parser reads the "-30" of "5W-30" as a signed number, the index as
      // "30" (the search matches grades as grades, decision 0046).
      if (words.length > 2 && !/^\d+$/.test(words.at(-1)!)) terms.add(words.at(-1)!.slice(0, 4));
    }
    expect(terms.size).toBeGreaterThan(60);
    let nonEmpty = 0;
    for (const term of terms) {
      const words = queryWords(term);
      const want = await query<{ product_id: number }>(
        `select product_id from products p where p.status and p.name_words @@ to_tsquery('simple', $1)
         order by p.sales_count desc, p.product_id limit 50`,
        [words.map((w) => `${w}:*`).join(' & ')],
      );
      const got = bestMatches(
        index,
        words.map((w) => [w]),
        50,
      );
      expect(got, term).toEqual(want.map((r) => r.product_id));
      if (got.length) nonEmpty++;
    }
    // Every term comes from a name, so each finds at least that name.
    expect(nonEmpty).toBe(terms.size);
  });
});
