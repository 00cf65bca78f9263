// Streaming ACES XML reader: push-parses chunk by chunk (saxes) and hands out Apps in batches, so memory stays flat
// whatever the file's size; the async generator pauses the stream while the caller works through a batch.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppBuilder } from './app-reader';
import { AcesError, type AcesApp, type AcesEvent, type AcesHeader } from './types';

export { AcesError } from './types';
export type { AcesApp, AcesEvent, AcesHeader, SubmissionType } from './types';

export interface ReadOptions {
  /** Apps per batch (the last one may be smaller). */
  batchSize?: number;
}

export async function* readAces(
  input: AsyncIterable<Buffer | string>,
  opts: ReadOptions = {},
): AsyncGenerator<AcesEvent> {
  const batchSize = opts.batchSize ?? 5000;
  const reader = new AcesSax();
  // fatal: a file in another encoding is refused rather than read as mojibake part numbers.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytesRead = 0;
  const decode = (bytes?: Buffer) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new AcesError(`The file is not UTF-8 text (near byte ${bytesRead}).`);
    }
  };
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytesRead += bytes.length;
    reader.write(decode(bytes));
    yield* reader.drain(batchSize, bytesRead, false);
  }
  reader.write(decode());
  reader.end();
  yield* reader.drain(batchSize, bytesRead, true);
}

/** The SAX state: where we are in the document, the Header so far, the App being read, the Apps ready to hand out. */
class AcesSax {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly stack: string[] = [];
  private text = '';
  private sawRoot = false;
  private version?: string;
  private headerFields = new Map<string, string>();
  private header?: AcesHeader;
  private headerSent = false;
  private app?: AppBuilder;
  private appLine = 0;
  private ready: AcesApp[] = [];
  private appCount = 0;
  private assetCount = 0;
  private recordCount?: string;

  constructor() {
    const p = this.parser;
    p.on('error', (err) => {
      const m = /^(\d+):(\d+): (.*)$/s.exec(err.message);
      const [line, column, what] = m ? [Number(m[1]), Number(m[2]), m[3]] : [p.line, p.column, err.message];
      throw new AcesError(
        `The file is not well-formed XML: ${what?.replace(/\.$/, '')} (line ${line}, column ${column + 1}).`,
        line,
      );
    });
    p.on('opentagstart', (tag) => {
      // The App's line is where "<App" stands, not where its attributes end.
      if (this.stack.length === 1 && tag.name === 'App') this.appLine = p.line;
    });
    p.on('opentag', (tag) => this.open(tag));
    p.on('closetag', (tag) => this.close(tag));
    p.on('text', (t) => (this.text += t));
    p.on('cdata', (t) => (this.text += t));
  }

  write(text: string): void {
    if (text) this.parser.write(text);
  }

  end(): void {
    if (!this.sawRoot) {
      throw new AcesError('The file holds no XML element: it is empty or not XML.');
    }
    if (this.stack.length > 0) {
      throw new AcesError(
        `The file is cut off: it ends inside <${this.stack.at(-1)}> at line ${this.parser.line}, before the closing </ACES>.`,
        this.parser.line,
      );
    }
    this.parser.close();
    if (!this.header) throw new AcesError('The file has no <Header>.');
    if (this.recordCount === undefined) throw new AcesError('The file has no <Footer> with a <RecordCount>.');
    const count = this.recordCount;
    // Senders differ on whether Assets count as records; either reading is accepted.
    if (count !== String(this.appCount) && count !== String(this.appCount + this.assetCount)) {
      throw new AcesError(
        `The Footer's RecordCount is ${count} but the file holds ${this.appCount} App records; it may be cut off or edited.`,
      );
    }
  }

  *drain(batchSize: number, bytesRead: number, final: boolean): Generator<AcesEvent> {
    if (this.header && !this.headerSent) {
      this.headerSent = true;
      yield { kind: 'header', header: this.header };
    }
    while (this.ready.length >= batchSize || (final && this.ready.length > 0)) {
      yield { kind: 'apps', apps: this.ready.splice(0, batchSize), bytesRead };
    }
  }

  private open(tag: SaxesTagPlain): void {
    const depth = this.stack.length;
    const { name, attributes } = tag;
    if (depth === 0) {
      if (name !== 'ACES') {
        throw new AcesError(
          `This is not an ACES file: its root element is <${name}> (line ${this.parser.line}), not <ACES>.`,
          this.parser.line,
        );
      }
      this.sawRoot = true;
      this.version = attributes.version;
    } else if (depth === 1 && name === 'App') {
      if (!this.header) throw new AcesError(`<App> at line ${this.appLine} comes before the <Header>.`, this.appLine);
      this.app = new AppBuilder(this.appLine, attributes, this.header.brand);
    } else if (depth === 1 && name === 'Asset') {
      this.assetCount++;
    } else if (depth === 2 && this.stack[1] === 'App') {
      this.app?.open(name, attributes);
    }
    this.stack.push(name);
    this.text = '';
  }

  private close(tag: SaxesTagPlain): void {
    this.stack.pop();
    const depth = this.stack.length;
    const parent = this.stack[depth - 1];
    const text = this.text;
    this.text = '';
    if (depth === 2 && parent === 'Header') this.headerFields.set(tag.name, text.trim());
    else if (depth === 1 && tag.name === 'Header') this.header = this.readHeader();
    else if (depth === 2 && parent === 'App') this.app?.close(tag.name, text);
    else if (depth === 3 && parent === 'Qual' && tag.name === 'text') this.app?.qualifierText(text);
    else if (depth === 1 && tag.name === 'App' && this.app) {
      this.ready.push(this.app.finish());
      this.appCount++;
      this.app = undefined;
    } else if (depth === 2 && parent === 'Footer' && tag.name === 'RecordCount') this.recordCount = text.trim();
  }

  private readHeader(): AcesHeader {
    const f = this.headerFields;
    const type = (f.get('SubmissionType') ?? '').toUpperCase();
    if (type !== 'FULL' && type !== 'INCREMENTAL') {
      throw new AcesError(
        `The Header's SubmissionType must be FULL or INCREMENTAL, not "${f.get('SubmissionType') ?? ''}" (line ${this.parser.line}).`,
        this.parser.line,
      );
    }
    const header: AcesHeader = { submissionType: type, version: this.version };
    const brand = f.get('BrandAAIAID')?.toUpperCase();
    if (brand) header.brand = brand;
    if (f.get('Company')) header.company = f.get('Company');
    if (f.get('TransferDate')) header.transferDate = f.get('TransferDate');
    this.headerFields = new Map();
    return header;
  }
}
