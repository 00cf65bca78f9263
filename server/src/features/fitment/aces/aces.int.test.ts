// The ACES importer and writer on a fresh copy of the demo catalogue: adds, deletes, rejections with their lines,
// FULL replacement, files refused whole without a trace, and the demo data going out and coming back unchanged.
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client';
import { freshDatabase } from '#src/test/db';
import { AcesError, importAces, type AcesReport, type ImportOptions } from './import';
import { writeAces } from './write';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

interface Part {
  product_id: number;
  mpn: string;
  aaia: string;
}
interface Vehicle {
  base_vehicle_id: number;
  year: number;
  make_id: number;
  model_id: number;
}
interface ConfigRow {
  base_vehicle_id: number;
  sub_model_id: number;
  body_type_id: number;
  bed_length_id: number | null;
  engine_id: number;
}

const q = <T>(text: string, params: unknown[] = []) => database.query<T>(text, params);
const countApps = async (where = 'true', params: unknown[] = []) =>
  (
    await q<{ n: number }>(
      `select count(*)::int as n from applications a join products p using (product_id) join manufacturers m using (manufacturer_id) where ${where}`,
      params,
    )
  )[0]!.n;
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

function doc(apps: string, opts: { type?: 'FULL' | 'INCREMENTAL'; brand?: string } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header>
    <Company>Test Supplier</Company>
    <TransferDate>2026-01-15</TransferDate>
${opts.brand ? `    <BrandAAIAID>${opts.brand}</BrandAAIAID>\n` : ''}    <SubmissionType>${opts.type ?? 'INCREMENTAL'}</SubmissionType>
  </Header>
${apps}
  <Footer><RecordCount>${(apps.match(/<App\b/g) ?? []).length}</RecordCount></Footer>
</ACES>
`;
}

/** Fed in small pieces, as a file stream would, so Apps are written before a fault further on is read. */
const pieces = (text: string) =>
  Array.from({ length: Math.ceil(text.length / 256) }, (_, i) => Buffer.from(text.slice(i * 256, (i + 1) * 256)));
const run = (xml: string, opts?: ImportOptions): Promise<AcesReport> =>
  importAces(database, Readable.from(pieces(xml)), opts);

async function refused(xml: string, opts?: ImportOptions): Promise<AcesError> {
  const err = await run(xml, opts).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AcesError);
  return err as AcesError;
}

/** Demo parts that already have applications, so they are real catalogue parts with fitment. */
let parts: Part[];
let config: ConfigRow;
let run3: Vehicle[];
beforeAll(async () => {
  parts = await q<Part>(`select p.product_id, p.mpn, m.aaia from products p join manufacturers m using (manufacturer_id)
    where exists (select 1 from applications a where a.product_id = p.product_id) order by p.product_id limit 3`);
  [config] = (await q<ConfigRow>(
    'select * from vehicle_configs where bed_length_id is not null order by vehicle_config_id limit 1',
  )) as [ConfigRow];
  // Three model years of one model, for a Years App.
  const [model] = await q<{ model_id: number }>(
    'select model_id from base_vehicles group by model_id having count(*) >= 3 order by model_id limit 1',
  );
  run3 = (await q<Vehicle>('select * from base_vehicles where model_id = $1 order by year', [model!.model_id])).slice(
    0,
    3,
  );
});

describe('importAces: INCREMENTAL', () => {
  it('adds applications for real parts with qualifiers, notes, position and quantity, and expands a Years App', async () => {
    const [a, b] = parts as [Part, Part];
    // The part number as a sender might type it: another case, punctuation changed.
    const typed = a.mpn.toLowerCase().replace(/-/g, ' ');
    const xml = doc(
      `  <App action="A" id="9001">
    <BaseVehicle id="${config.base_vehicle_id}"/>
    <SubModel id="${config.sub_model_id}"/>
    <BodyType id="${config.body_type_id}"/>
    <EngineBase id="${config.engine_id}"/>
    <BedLength id="${config.bed_length_id}"/>
    <Note>With Towing Package</Note>
    <Note>Excludes "Hybrid" &amp; EV</Note>
    <Qty>2</Qty>
    <Position id="12"/>
    <Part>${typed}</Part>
  </App>
  <App action="A" id="9002">
    <Years from="${run3[0]!.year}" to="${run3[2]!.year}"/><Make id="${run3[0]!.make_id}"/><Model id="${run3[0]!.model_id}"/>
    <Qty>1</Qty>
    <Part BrandAAIAID="${b.aaia}">${b.mpn}</Part>
  </App>`,
      { brand: a.aaia },
    );
    const before = await countApps();
    const report = await run(xml);
    expect(report).toEqual({
      submissionType: 'INCREMENTAL',
      added: 1 + run3.length,
      deleted: 0,
      rejected: [],
      rejectedCount: 0,
      records: 2,
    });
    expect(await countApps()).toBe(before + 1 + run3.length);
    const [row] = await q('select * from applications where source_ref = $1', ['9001']);
    expect(row).toMatchObject({
      product_id: a.product_id,
      base_vehicle_id: config.base_vehicle_id,
      sub_model_id: config.sub_model_id,
      body_type_id: config.body_type_id,
      engine_id: config.engine_id,
      bed_length_id: config.bed_length_id,
      quantity: 2,
      position: 'Front Left',
      notes: ['With Towing Package', 'Excludes "Hybrid" & EV'],
    });
    const years = await q<{ base_vehicle_id: number; product_id: number }>(
      'select base_vehicle_id, product_id from applications where source_ref = $1 order by base_vehicle_id',
      ['9002'],
    );
    expect(years).toEqual(
      run3
        .map((v) => ({ base_vehicle_id: v.base_vehicle_id, product_id: b.product_id }))
        .sort((x, y) => x.base_vehicle_id - y.base_vehicle_id),
    );
  });

  it('deletes the rows of a D action by App id, and rejects a D for an id it does not hold', async () => {
    const before = await countApps();
    const b = parts[1]!;
    const xml = doc(`  <App action="D" id="9002"/>\n  <App action="D" id="no-such-app"/>`, { brand: b.aaia });
    const report = await run(xml);
    expect(report).toMatchObject({ added: 0, deleted: run3.length, records: 2 });
    expect(report.rejected).toEqual([
      {
        line: lineOf(xml, 'no-such-app'),
        appId: 'no-such-app',
        reason: `no application has App id no-such-app for ${b.aaia}`,
      },
    ]);
    expect(await countApps('source_ref = $1', ['9002'])).toBe(0);
    expect(await countApps('source_ref = $1', ['9001'])).toBe(1);
    expect(await countApps()).toBe(before - run3.length);
  });

  it('rejects unknown parts, unknown base vehicles, bad quantities and duplicate ids on their lines, and adds the rest', async () => {
    const [a] = parts as [Part];
    const bv = config.base_vehicle_id;
    const app = (id: string, body: string) => `  <App action="A" id="${id}">\n    ${body}\n  </App>`;
    const xml = doc(
      [
        app('9101', `<BaseVehicle id="${bv}"/><Qty>1</Qty><Part>${a.mpn}</Part>`),
        app('9102', `<BaseVehicle id="${bv}"/><Qty>1</Qty><Part>NO-SUCH-PART-42</Part>`),
        app('9103', `<BaseVehicle id="99999999"/><Qty>1</Qty><Part>${a.mpn}</Part>`),
        app('9104', `<BaseVehicle id="${bv}"/><Qty>two</Qty><Part>${a.mpn}</Part>`),
        app('9101', `<BaseVehicle id="${bv}"/><Qty>1</Qty><Part>${a.mpn}</Part>`),
        app('9105', `<BaseVehicle id="${bv}"/><SubModel id="99999"/><Qty>1</Qty><Part>${a.mpn}</Part>`),
      ].join('\n'),
      { brand: a.aaia },
    );
    const lines = [...xml.matchAll(/<App action="A" id="(\d+)">/g)].map(
      (m) => xml.slice(0, m.index).split('\n').length,
    );
    const report = await run(xml);
    expect(report.added).toBe(1);
    expect(report.rejected).toEqual([
      {
        line: lines[1],
        appId: '9102',
        reason: `unknown part: ${a.aaia} part number "NO-SUCH-PART-42" is not in the catalogue`,
      },
      { line: lines[2], appId: '9103', reason: 'unknown BaseVehicle id 99999999' },
      { line: lines[3], appId: '9104', reason: 'Qty "two" is not a positive whole number' },
      { line: lines[4], appId: '9101', reason: `duplicate App id 9101 (first at line ${lines[0]})` },
      { line: lines[5], appId: '9105', reason: 'unknown SubModel id 99999' },
    ]);
    expect(report.rejectedCount).toBe(5);
  });

  it('finds a duplicate App id across batches, and refuses to add an id already imported for the brand', async () => {
    const [a] = parts as [Part];
    const xml = doc(
      `  <App action="A" id="9001"><BaseVehicle id="${config.base_vehicle_id}"/><Qty>1</Qty><Part>${a.mpn}</Part></App>
  <App action="D" id="9201"/>
  <App action="D" id="9201"/>`,
      { brand: a.aaia },
    );
    const report = await run(xml, { batchSize: 1 });
    expect(report.rejected.map((r) => r.reason)).toEqual([
      `App id 9001 was already imported for ${a.aaia}; send a D action for it first`,
      `no application has App id 9201 for ${a.aaia}`,
      `duplicate App id 9201 (first at line ${lineOf(xml, 'id="9201"')})`,
    ]);
  });
});

describe('importAces: FULL', () => {
  it("replaces every application of the file's brand and leaves other brands alone", async () => {
    const [, , c] = parts as [Part, Part, Part];
    const brandBefore = await countApps('upper(m.aaia) = $1', [c.aaia]);
    const othersBefore = await countApps('upper(m.aaia) <> $1', [c.aaia]);
    expect(brandBefore).toBeGreaterThan(1);
    const xml = doc(
      `  <App action="A" id="1"><BaseVehicle id="${config.base_vehicle_id}"/><Qty>1</Qty><Position>Driver</Position><Part>${c.mpn}</Part></App>
  <App action="A" id="2"><BaseVehicle id="${run3[0]!.base_vehicle_id}"/><Qty>4</Qty><Part>${c.mpn}</Part></App>`,
      { type: 'FULL', brand: c.aaia },
    );
    const report = await run(xml);
    expect(report).toMatchObject({ submissionType: 'FULL', added: 2, deleted: brandBefore, rejectedCount: 0 });
    expect(await countApps('upper(m.aaia) = $1', [c.aaia])).toBe(2);
    expect(await countApps('upper(m.aaia) <> $1', [c.aaia])).toBe(othersBefore);
  });
});

describe('importAces guards against deleting what the sender did not mean', () => {
  it('rejects a D action that names no brand, as App ids repeat between suppliers', async () => {
    const before = await countApps();
    const xml = doc(`  <App action="D" id="9001"/>`);
    const report = await run(xml);
    expect(report.rejected).toEqual([
      {
        line: lineOf(xml, 'id="9001"'),
        appId: '9001',
        reason: 'a D action needs a brand (BrandAAIAID on the App, the Part or the Header)',
      },
    ]);
    expect(await countApps()).toBe(before);
  });

  it('rejects an App whose qualifiers describe no configuration of its base vehicle', async () => {
    const [other] = await q<{ sub_model_id: number }>(
      'select sub_model_id from sub_models s where not exists (select 1 from vehicle_configs c where c.base_vehicle_id = $1 and c.sub_model_id = s.sub_model_id) limit 1',
      [config.base_vehicle_id],
    );
    const before = await countApps();
    const p = parts[0]!;
    const xml = doc(
      `  <App action="A" id="9500"><BaseVehicle id="${config.base_vehicle_id}"/><SubModel id="${other!.sub_model_id}"/><Qty>1</Qty><Part>${p.mpn}</Part></App>`,
      { brand: p.aaia },
    );
    const report = await run(xml);
    expect(report.rejected).toEqual([
      {
        line: lineOf(xml, 'id="9500"'),
        appId: '9500',
        reason: `its qualifiers (SubModel ${other!.sub_model_id}) describe no configuration of BaseVehicle ${config.base_vehicle_id}`,
      },
    ]);
    expect(await countApps()).toBe(before);
  });

  it('refuses a FULL file whose every App is rejected, instead of wiping the brand', async () => {
    const brand = parts[2]!.aaia;
    const before = await countApps('upper(m.aaia) = $1', [brand]);
    expect(before).toBeGreaterThan(0);
    const xml = doc(
      `  <App action="A" id="1"><BaseVehicle id="${config.base_vehicle_id}"/><Qty>1</Qty><Part>NO-SUCH-PART</Part></App>`,
      { type: 'FULL', brand },
    );
    const err = await refused(xml);
    expect(err.message).toMatch(/^This FULL submission would remove \d+ applications and add none/);
    expect(await countApps('upper(m.aaia) = $1', [brand])).toBe(before);
  });
});

describe('importAces refuses a whole file and changes nothing', () => {
  const snapshot = () =>
    q<{ n: number; s: number }>(
      'select count(*)::int as n, coalesce(sum(application_id), 0)::int8::text as s from applications',
    );
  const manyApps = (n: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `  <App action="A" id="${9300 + i}"><BaseVehicle id="${config.base_vehicle_id}"/><Qty>1</Qty><Part>${parts[0]!.mpn}</Part></App>`,
    ).join('\n');

  it('when it is malformed after Apps were already written', async () => {
    const before = await snapshot();
    const xml = doc(`${manyApps(5)}\n  <App action="A" id="9400"><Qty>1</Qty></Ap>`, { brand: parts[0]!.aaia });
    let progressed = 0;
    const err = await refused(xml, { batchSize: 1, onProgress: (_bytes, apps) => (progressed = apps) });
    expect(progressed).toBeGreaterThan(0);
    expect(err.message).toMatch(/^The file is not well-formed XML: unexpected close tag/);
    expect(err.line).toBe(lineOf(xml, 'id="9400"'));
    expect(await snapshot()).toEqual(before);
  });

  it('when it is cut off in the middle, even a FULL file that had already cleared its brand', async () => {
    const before = await snapshot();
    const xml = doc(manyApps(40), { type: 'FULL', brand: parts[0]!.aaia });
    const err = await refused(xml.slice(0, Math.floor(xml.length / 2)), { batchSize: 1 });
    expect(err.message).toMatch(/^The file is cut off/);
    expect(await snapshot()).toEqual(before);
  });

  it('when it is XML but not ACES', async () => {
    const before = await snapshot();
    const err = await refused(
      '<?xml version="1.0"?>\n<PIES version="7.2"><Header><SubmissionType>FULL</SubmissionType></Header></PIES>\n',
    );
    expect(err.message).toBe('This is not an ACES file: its root element is <PIES> (line 2), not <ACES>.');
    expect(await snapshot()).toEqual(before);
  });
});

describe('writeAces', () => {
  it("writes one brand's demo applications so that they import back as FULL, unchanged and without rejections", async () => {
    const [brand] = await q<{
      aaia: string;
      n: number;
    }>(`select m.aaia, count(*)::int as n from applications a join products p using (product_id)
      join manufacturers m using (manufacturer_id) group by m.aaia order by count(*) desc limit 1`);
    const content = (aaia: string) =>
      q(
        `select a.product_id, a.base_vehicle_id, a.sub_model_id, a.body_type_id, a.bed_length_id, a.engine_id,
        a.position, a.quantity, a.notes from applications a join products p using (product_id) join manufacturers m using (manufacturer_id)
      where m.aaia = $1 order by 1, 2, 3, 4, 5, 6, 7, 8, 9`,
        [aaia],
      );
    const before = await content(brand!.aaia);
    const chunks: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (chunks.push(chunk.toString()), done()) });
    const written = await writeAces(database, sink, { brand: brand!.aaia, pageSize: 100 });
    expect(written).toBe(brand!.n);
    const xml = chunks.join('');
    expect(xml).toContain(`<BrandAAIAID>${brand!.aaia}</BrandAAIAID>`);
    const report = await run(xml);
    expect(report).toMatchObject({
      submissionType: 'FULL',
      added: brand!.n,
      deleted: brand!.n,
      rejectedCount: 0,
      records: brand!.n,
    });
    expect(await countApps('m.aaia = $1', [brand!.aaia])).toBe(brand!.n);
    expect(await content(brand!.aaia)).toEqual(before);
  });

  it('refuses a brand code no manufacturer has', async () => {
    const sink = new Writable({ write: (_c, _e, done) => done() });
    await expect(writeAces(database, sink, { brand: 'ZZZZ' })).rejects.toThrow('No brand has the AAIA code ZZZZ.');
  });
});
