// Streaming PIES XML reader, on the ACES reader's approach (fitment/aces/parse.ts): saxes push-parses chunk by chunk
// and Items are handed out in batches, so memory stays flat whatever the file's size. A file that is not PIES, not
// well-formed, cut off or whose Trailer count disagrees is refused whole (PiesError), with the line where known.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { newItem, readElement, type PiesItem } from './pies-item';

export class PiesError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

export type PiesEvent = { kind: 'items'; items: PiesItem[]; bytesRead: number };

export async function* readPies(
  input: AsyncIterable<Buffer | string>,
  opts: { batchSize?: number } = {},
): AsyncGenerator<PiesEvent> {
  const batchSize = opts.batchSize ?? 1000;
  const reader = new PiesSax();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytesRead = 0;
  const decode = (bytes?: Buffer) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new PiesError(`The file is not UTF-8 text (near byte ${bytesRead}).`);
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

interface Frame {
  name: string;
  attrs: Record<string, string>;
  fields: Map<string, string>;
}

/** Namespaces are not checked: senders write the default namespace, a prefix, or none. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

class PiesSax {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  private readonly stack: Frame[] = [];
  private text = '';
  private sawRoot = false;
  private item?: PiesItem;
  private itemLine = 0;
  private ready: PiesItem[] = [];
  private itemCount = 0;
  private trailerCount?: string;

  constructor() {
    const p = this.parser;
    p.on('error', (err) => {
      const m = /^(\d+):(\d+): (.*)$/s.exec(err.message);
      const [line, column, what] = m ? [Number(m[1]), Number(m[2]), m[3]] : [p.line, p.column, err.message];
      throw new PiesError(
        `The file is not well-formed XML: ${what?.replace(/\.$/, '')} (line ${line}, column ${column + 1}).`,
        line,
      );
    });
    p.on('opentagstart', (tag) => {
      if (local(tag.name) === 'Item' && this.stack.at(-1)?.name === 'Items') this.itemLine = p.line;
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
    if (!this.sawRoot) throw new PiesError('The file holds no XML element: it is empty or not XML.');
    if (this.stack.length > 0) {
      throw new PiesError(
        `The file is cut off: it ends inside <${this.stack.at(-1)!.name}> at line ${this.parser.line}, before the closing </PIES>.`,
        this.parser.line,
      );
    }
    this.parser.close();
    if (this.trailerCount !== undefined && this.trailerCount !== String(this.itemCount)) {
      throw new PiesError(
        `The Trailer's ItemCount is ${this.trailerCount} but the file holds ${this.itemCount} Items; it may be cut off or edited.`,
      );
    }
  }

  *drain(batchSize: number, bytesRead: number, final: boolean): Generator<PiesEvent> {
    while (this.ready.length >= batchSize || (final && this.ready.length > 0)) {
      yield { kind: 'items', items: this.ready.splice(0, batchSize), bytesRead };
    }
  }

  private open(tag: SaxesTagPlain): void {
    const name = local(tag.name);
    if (this.stack.length === 0) {
      if (name !== 'PIES') {
        throw new PiesError(
          `This is not a PIES file: its root element is <${name}> (line ${this.parser.line}), not <PIES>.`,
          this.parser.line,
        );
      }
      this.sawRoot = true;
    } else if (name === 'Item' && this.stack.at(-1)!.name === 'Items') {
      this.item = newItem(this.itemLine, tag.attributes.MaintenanceType ?? 'A');
    }
    this.stack.push({ name, attrs: tag.attributes, fields: new Map() });
    this.text = '';
  }

  private close(tag: SaxesTagPlain): void {
    const frame = this.stack.pop()!;
    const parent = this.stack.at(-1);
    const text = this.text;
    this.text = '';
    if (parent && !parent.fields.has(frame.name)) parent.fields.set(frame.name, text.trim());
    const name = local(tag.name);
    if (name === 'Item' && parent?.name === 'Items' && this.item) {
      this.ready.push(this.item);
      this.itemCount++;
      this.item = undefined;
    } else if (this.item && parent) {
      readElement(this.item, {
        name,
        attrs: frame.attrs,
        text,
        parent: parent.name,
        parentAttrs: parent.attrs,
        fields: frame.fields,
      });
    } else if (name === 'ItemCount' && parent?.name === 'Trailer') this.trailerCount = text.trim();
  }
}
