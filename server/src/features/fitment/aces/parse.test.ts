// The streaming ACES reader on small inline documents: shapes, qualifiers, line numbers, and files refused whole.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AcesError, readAces, type AcesApp, type AcesEvent } from './parse';

function doc(apps: string, opts: { type?: string; brand?: string; count?: number } = {}): string {
  const count = opts.count ?? (apps.match(/<App\b/g) ?? []).length;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header>
    <Company>Test Supplier</Company>
    <TransferDate>2026-01-15</TransferDate>
    ${opts.brand === undefined ? '<BrandAAIAID>bbhk</BrandAAIAID>' : opts.brand}
    <SubmissionType>${opts.type ?? 'INCREMENTAL'}</SubmissionType>
  </Header>
${apps}
  <Footer><RecordCount>${count}</RecordCount></Footer>
</ACES>
`;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

async function read(input: string | Buffer[], batchSize?: number): Promise<AcesEvent[]> {
  const events: AcesEvent[] = [];
  const stream = typeof input === 'string' ? Readable.from([input]) : Readable.from(input);
  for await (const e of readAces(stream, { batchSize })) events.push(e);
  return events;
}
const appsOf = (events: AcesEvent[]): AcesApp[] => events.flatMap((e) => (e.kind === 'apps' ? e.apps : []));

async function refusal(xml: string): Promise<AcesError> {
  const err = await read(xml).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AcesError);
  return err as AcesError;
}

const FULL_APP = `  <App action="A" id="1">
    <BaseVehicle id="101"/>
    <SubModel id="5"/>
    <BodyType id="6"/>
    <EngineBase id="7"/>
    <BedLength id="8"/>
    <Note>With Towing Package</Note>
    <Note>Excludes Hybrid</Note>
    <Qty>2</Qty>
    <PartType id="1684"/>
    <Position id="12"/>
    <Part>BD-1234</Part>
  </App>`;

describe('readAces', () => {
  it('reads the Header and a BaseVehicle App with every qualifier, note, quantity and position', async () => {
    const xml = doc(FULL_APP);
    const events = await read(xml);
    expect(events[0]).toEqual({
      kind: 'header',
      header: {
        submissionType: 'INCREMENTAL',
        brand: 'BBHK',
        company: 'Test Supplier',
        transferDate: '2026-01-15',
        version: '4.2',
      },
    });
    expect(appsOf(events)).toEqual([
      {
        line: lineOf(xml, '<App action="A" id="1">'),
        id: '1',
        action: 'A',
        baseVehicleId: 101,
        subModelId: 5,
        bodyTypeId: 6,
        engineId: 7,
        bedLengthId: 8,
        notes: ['With Towing Package', 'Excludes Hybrid'],
        qty: 2,
        position: 'Front Left',
        partNumber: 'BD-1234',
        brand: 'BBHK',
        problems: [],
      },
    ]);
  });

  it('reads a Years + Make + Model App, position text over its id, and the brand from the App before the Part and the Header', async () => {
    const xml = doc(`  <App action="A" id="2">
    <Years from="2010" to="2014"/><Make id="3"/><Model id="40"/>
    <Qty>1</Qty><Position id="1">Driver Side</Position>
    <BrandAAIAID>mnro</BrandAAIAID><Part BrandAAIAID="WGNR">MR 55</Part>
  </App>
  <App action="A" id="3"><BaseVehicle id="9"/><Qty>1</Qty><Part BrandAAIAID="WGNR">X1</Part></App>
  <App action="D" id="4"/>`);
    const [a, b, c] = appsOf(await read(xml));
    expect(a).toMatchObject({
      years: { from: 2010, to: 2014 },
      makeId: 3,
      modelId: 40,
      position: 'Driver Side',
      brand: 'MNRO',
      problems: [],
    });
    expect(b).toMatchObject({ brand: 'WGNR', problems: [] });
    expect(c).toMatchObject({ id: '4', action: 'D', brand: 'BBHK', problems: [] });
  });

  it('gives the same Apps however the bytes are split, even inside a multi-byte character', async () => {
    const xml = doc(FULL_APP.replace('Excludes Hybrid', 'Für Anhänger – 4×4'));
    const bytes = Buffer.from(xml);
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 5) pieces.push(bytes.subarray(i, i + 5));
    expect(appsOf(await read(pieces))).toEqual(appsOf(await read(xml)));
    expect(appsOf(await read(pieces))[0]?.notes).toContain('Für Anhänger – 4×4');
  });

  it('hands the Apps out in batches after the Header, with the bytes read so far', async () => {
    const apps = [1, 2, 3, 4, 5].map((i) => `  <App action="D" id="${i}"/>`).join('\n');
    const events = await read(doc(apps), 2);
    expect(events.map((e) => (e.kind === 'apps' ? e.apps.length : e.kind))).toEqual(['header', 2, 2, 1]);
    expect(events.at(-1)).toMatchObject({ bytesRead: Buffer.byteLength(doc(apps)) });
  });

  it('notes what keeps an App from being applied, on the App and its line', async () => {
    const xml = doc(`  <App action="A" id="10"><BaseVehicle id="1"/><Qty>0</Qty><Part>A1</Part></App>
  <App action="A" id="11"><BaseVehicle id="x"/><Qty>1</Qty><Part>A1</Part></App>
  <App action="A" id="12"><BaseVehicle id="1"/><DriveType id="8"/><Qty>1</Qty><Part>A1</Part></App>
  <App action="A" id="13"><BaseVehicle id="1"/><Qty>1</Qty><Position id="77"/><Part>A1</Part></App>
  <App action="A" id="14"><BaseVehicle id="1"/><Years from="2001" to="2002"/><Make id="1"/><Qty>1</Qty><Part>A1</Part></App>
  <App action="X" id=""><Qty>1.5</Qty></App>`);
    const apps = appsOf(await read(xml));
    expect(apps.map((a) => [a.line, a.problems[0]])).toEqual([
      [lineOf(xml, 'id="10"'), 'Qty "0" is not a positive whole number'],
      [lineOf(xml, 'id="11"'), '<BaseVehicle> id "x" is not a positive whole number'],
      [
        lineOf(xml, 'id="12"'),
        '<DriveType> is a qualifier this store does not hold; without it the App would claim a wider fit than meant',
      ],
      [lineOf(xml, 'id="13"'), 'Position id "77" is not one this store knows, and no text names it'],
      [lineOf(xml, 'id="14"'), 'give either <BaseVehicle> or <Years> with <Make>, not both'],
      [lineOf(xml, 'id=""'), 'the App has no id'],
    ]);
    expect(apps[5]?.problems).toEqual([
      'the App has no id',
      'action must be A or D, not "X"',
      'the App names no vehicle (<BaseVehicle>, or <Years> with <Make>)',
      'Qty "1.5" is not a positive whole number',
      'the App has no <Part> number',
    ]);
  });

  it('reads the text of a Qdb qualifier as a note, and needs a brand from somewhere', async () => {
    const xml = doc(
      `  <App action="A" id="1"><BaseVehicle id="1"/><Qual id="2"><param value="16"/><text>With 16 in. Wheels</text></Qual><Qty>1</Qty><Part>A1</Part></App>`,
      { brand: '' },
    );
    const [app] = appsOf(await read(xml));
    expect(app?.notes).toEqual(['With 16 in. Wheels']);
    expect(app?.problems).toEqual(['no brand: neither the App, its <Part> nor the Header gives a BrandAAIAID']);
  });
});

describe('readAces refuses the whole file', () => {
  it('when the root element is not ACES', async () => {
    const err = await refusal('<?xml version="1.0"?>\n<PIES version="7.1"><Header/></PIES>');
    expect(err.message).toBe('This is not an ACES file: its root element is <PIES> (line 2), not <ACES>.');
  });

  it('when the XML is malformed, naming the line', async () => {
    const xml = doc(`  <App action="A" id="1"><BaseVehicle id="1"><Qty>1</Qty><Part>A1</Part></App>`);
    const err = await refusal(xml);
    expect(err.message).toMatch(/^The file is not well-formed XML: unexpected close tag \(line \d+, column \d+\)\.$/);
    expect(err.line).toBe(lineOf(xml, '<App'));
  });

  it('when it is cut off in the middle', async () => {
    const xml = doc(FULL_APP);
    const err = await refusal(xml.slice(0, xml.indexOf('<Qty>')));
    expect(err.message).toMatch(
      /^The file is cut off: it ends inside <App> at line \d+, before the closing <\/ACES>\.$/,
    );
  });

  it("when the Footer's RecordCount does not match the Apps, or there is no Footer", async () => {
    expect((await refusal(doc(FULL_APP, { count: 3 }))).message).toBe(
      "The Footer's RecordCount is 3 but the file holds 1 App records; it may be cut off or edited.",
    );
    expect((await refusal(doc(FULL_APP).replace(/<Footer>.*<\/Footer>/, ''))).message).toBe(
      'The file has no <Footer> with a <RecordCount>.',
    );
  });

  it('when the SubmissionType is neither FULL nor INCREMENTAL, an App comes before the Header, or the file is empty', async () => {
    expect((await refusal(doc(FULL_APP, { type: 'PARTIAL' }))).message).toMatch(
      /^The Header's SubmissionType must be FULL or INCREMENTAL, not "PARTIAL"/,
    );
    const early =
      '<ACES version="4.2">\n<App action="D" id="1"/>\n<Header><SubmissionType>FULL</SubmissionType></Header></ACES>';
    expect((await refusal(early)).message).toBe('<App> at line 2 comes before the <Header>.');
    expect((await refusal('')).message).toBe('The file holds no XML element: it is empty or not XML.');
    expect((await refusal('just text')).message).toBe(
      'The file is not well-formed XML: text data outside of root node (line 1, column 10).',
    );
  });

  it('when the bytes are not UTF-8', async () => {
    const err = await read([
      Buffer.from('<ACES version="4.2"><Header><Company>'),
      Buffer.from([0xff, 0xfe, 0x41]),
    ]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AcesError);
    expect((err as Error).message).toMatch(/^The file is not UTF-8 text/);
  });
});
