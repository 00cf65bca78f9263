import pg from 'pg';
const url = process.argv[2]!;
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/pd_bench_s10' });
await c.connect();
const named = (await c.query<{ name: string; mpn: string }>(`select name, mpn from products where status order by md5(product_id::text || 'zz') limit 400`)).rows;
await c.end();
const terms: string[] = [];
for (const [i, r] of named.entries()) {
  const words = r.name.toLowerCase().split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w));
  if (i % 3 === 0) terms.push(r.mpn.slice(0, 4 + (i % 4)));
  else if (i % 3 === 1 && words.length > 1) terms.push(`${words[0]} ${words[1]!.slice(0, 2 + (i % 4))}`);
  else if (words.length) terms.push(words[i % words.length]!.slice(0, 3 + (i % 4)));
}
const times: [number, string][] = [];
for (const t of terms) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/search/autocomplete?search=${encodeURIComponent(t)}&limit=8&parts_limit=10`);
  await res.text();
  times.push([performance.now() - t0, t]);
}
times.sort((a, b) => b[0] - a[0]);
const s = times.map((x) => x[0]).sort((a, b) => a - b);
console.log('p50', s[Math.floor(s.length / 2)]!.toFixed(1), 'p95', s[Math.floor(s.length * 0.95)]!.toFixed(1));
console.log(times.slice(0, 15).map(([ms, t]) => `${ms.toFixed(1)} ${t}`).join('\n'));
