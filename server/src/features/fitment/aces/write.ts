// Streams the current applications as an ACES 4.2 document that importAces reads back. Keyset paging by application_id
// keeps memory flat; one read-only repeatable-read transaction keeps the pages consistent with each other.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { positionId } from './positions';
import { rows, type Executor } from './resolve';

export interface WriteOptions {
  /** One brand's applications (its AAIA code); all brands when absent. */
  brand?: string;
  submissionType?: 'FULL';
  pageSize?: number;
  /** The Header's dates (YYYY-MM-DD); today when absent. */
  date?: string;
}

interface Row {
  application_id: number;
  base_vehicle_id: number;
  sub_model_id: number | null;
  body_type_id: number | null;
  bed_length_id: number | null;
  engine_id: number | null;
  position: string | null;
  quantity: number;
  notes: string[];
  source_ref: string | null;
  shared: boolean;
  mpn: string;
  aaia: string;
}

/** Writes the document to `out`, ends it, and answers how many Apps it holds. */
export async function writeAces(database: Database, out: Writable, opts: WriteOptions = {}): Promise<number> {
  const brand = opts.brand?.trim().toUpperCase();
  const pageSize = opts.pageSize ?? 10_000;
  let count: number;
  try {
    count = await exportPages(database, out, brand, pageSize, opts.date);
  } catch (err) {
    // Closed without an error event, so a caller without an error listener is not crashed; the caller has the error.
    out.destroy();
    throw err;
  }
  out.end();
  await finished(out);
  return count;
}

function exportPages(
  database: Database,
  out: Writable,
  brand: string | undefined,
  pageSize: number,
  date?: string,
): Promise<number> {
  return database.db.transaction(
    async (tx) => {
      if (brand) {
        const [known] = await rows(tx, sql`select 1 from manufacturers where upper(aaia) = ${brand}`);
        if (known === undefined) throw new Error(`No brand has the AAIA code ${brand}.`);
      }
      await send(out, header(brand, date ?? new Date().toISOString().slice(0, 10)));
      let written = 0;
      let after = 0;
      for (;;) {
        const page = await readPage(tx, brand, after, pageSize);
        if (page.length === 0) break;
        await send(out, page.map(appXml).join(''));
        written += page.length;
        after = page.at(-1)!.application_id;
      }
      await send(out, `  <Footer>\n    <RecordCount>${written}</RecordCount>\n  </Footer>\n</ACES>\n`);
      return written;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function readPage(tx: Executor, brand: string | undefined, after: number, pageSize: number): Promise<Row[]> {
  // A source_ref shared by several rows came from one Years App; as separate Apps they need ids of their own, or the
  // importer would reject all but the first as duplicates.
  return rows<Row>(
    tx,
    sql`
    select a.application_id, a.base_vehicle_id, a.sub_model_id, a.body_type_id, a.bed_length_id, a.engine_id, a.position,
      a.quantity, a.notes, a.source_ref, p.mpn, upper(m.aaia) as aaia,
      (a.source_ref is not null and exists (
        select 1 from applications b where b.source_ref = a.source_ref and b.application_id <> a.application_id)) as shared
    from applications a
    join products p on p.product_id = a.product_id
    join manufacturers m on m.manufacturer_id = p.manufacturer_id
    where a.application_id > ${after} ${brand ? sql`and upper(m.aaia) = ${brand}` : sql``}
    order by a.application_id
    limit ${pageSize}`,
  );
}

function header(brand: string | undefined, date: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header>
    <Company>PartsDesk</Company>
    <SenderName>PartsDesk catalogue export</SenderName>
    <SenderPhone>n/a</SenderPhone>
    <TransferDate>${date}</TransferDate>
${brand ? `    <BrandAAIAID>${esc(brand)}</BrandAAIAID>\n` : ''}    <DocumentTitle>${brand ? `${esc(brand)} applications` : 'All applications'}</DocumentTitle>
    <EffectiveDate>${date}</EffectiveDate>
    <SubmissionType>FULL</SubmissionType>
    <VcdbVersionDate>${date}</VcdbVersionDate>
    <QdbVersionDate>${date}</QdbVersionDate>
    <PcdbVersionDate>${date}</PcdbVersionDate>
  </Header>
`;
}

function appXml(r: Row): string {
  const id = r.source_ref && !r.shared ? r.source_ref : `app-${r.application_id}`;
  const ref = (element: string, value: number | null) => (value === null ? '' : `    <${element} id="${value}"/>\n`);
  let xml = `  <App action="A" id="${esc(id)}">\n    <BaseVehicle id="${r.base_vehicle_id}"/>\n`;
  // Element order as the ACES schema's sequence has it.
  xml +=
    ref('SubModel', r.sub_model_id) +
    ref('BodyType', r.body_type_id) +
    ref('EngineBase', r.engine_id) +
    ref('BedLength', r.bed_length_id);
  for (const note of r.notes) xml += `    <Note>${esc(note)}</Note>\n`;
  xml += `    <Qty>${r.quantity}</Qty>\n`;
  if (r.position) {
    // Positions outside our small PCdb table go out as text alone: no invented id, and the importer reads the text.
    const pid = positionId(r.position);
    xml += `    <Position${pid === undefined ? '' : ` id="${pid}"`}>${esc(r.position)}</Position>\n`;
  }
  return `${xml}    <Part BrandAAIAID="${esc(r.aaia)}">${esc(r.mpn)}</Part>\n  </App>\n`;
}

/** XML-escapes text and attribute values, dropping the control characters XML 1.0 cannot carry at all. */
function esc(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- matching the control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

async function send(out: Writable, chunk: string): Promise<void> {
  // Waits on a full buffer, so a slow disk holds the pages back rather than piling them up in memory.
  if (!out.write(chunk)) await once(out, 'drain');
}
