// `npm run bench:pies-memory -- [--mb 500] [--full]`: the PIES import's memory on a big file, as issue 26 asks
// ("constant memory on a 500 MB file"). Writes a PIES file of about --mb megabytes of valid Items (new parts of one of
// the store's brands, part type 1684 → Brake Pads, each with descriptions, prices, attributes, a package, interchange
// numbers and a digital asset) by streaming it to disk, then runs the import CLI on it (--dry-run unless --full: the
// dry run does the whole import's work, writes included, and rolls back) and samples the CLI process's RSS every
// second. Prints the peak (sampled, and the kernel's VmHWM) with the load average and writes
// bench/results/pies-memory.md. The store is an embedded PGlite one in the temp folder, seeded at scale 0.1 the first
// time (reused after); the database then runs inside the CLI's own process, so its memory is counted too. Not in CI.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/db/client';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '500' }, full: { type: 'boolean' } } });
const targetBytes = Number(values.mb) * 1_000_000;
const dryRun = !values.full;
const root = path.resolve(import.meta.dirname, '..');
const work = path.join(os.tmpdir(), 'partsdesk-pies-memory');
const dataDir = path.join(work, 'db');
const file = path.join(work, `pies-${values.mb}mb.xml`);
const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
mkdirSync(work, { recursive: true });

async function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${code}`);
}

// The store: the demo at a small scale (its brands and the seeded part type mapping are what the file needs).
if (!existsSync(path.join(work, 'seeded'))) {
  console.log(`Seeding a small demo store in ${dataDir} …`);
  await run('npm', ['run', 'seed', '--', '--scale', '0.1']);
  writeFileSync(path.join(work, 'seeded'), new Date().toISOString());
}
const database = await openDatabase({ dataDir });
const [brand] = await database.query<{ aaia: string }>(
  `select m.aaia from manufacturers m where m.aaia <> '' order by m.manufacturer_id limit 1`,
);
const [mapped] = await database.query<{ n: number }>(
  `select count(*)::int as n from part_type_categories where part_terminology_id = 1684 and category_id is not null`,
);
await database.close();
if (!brand || !mapped?.n) throw new Error('The store has no brand or no category for part type 1684.');

// The file, streamed to disk: memory stays flat however big it is.
let items = 0;
if (!existsSync(file) || statSync(file).size < targetBytes) {
  console.log(`Writing ${file} (about ${values.mb} MB) …`);
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="UTF-8"?>
<PIES xmlns="http://www.autocare.org"><Header><PIESVersion>7.2</PIESVersion><SubmissionType>FULL</SubmissionType>
<BrandOwnerAAIAID>${brand.aaia}</BrandOwnerAAIAID><CurrencyCode>USD</CurrencyCode></Header><Items>\n`);
  let written = 0;
  while (written < targetBytes) {
    items++;
    const pn = `PM${String(items).padStart(8, '0')}`;
    const item = `<Item MaintenanceType="A"><HazardousMaterialCode>N</HazardousMaterialCode>
  <PartNumber>${pn}</PartNumber><BrandAAIAID>${brand.aaia}</BrandAAIAID><PartTerminologyID>1684</PartTerminologyID>
  <Descriptions><Description DescriptionCode="DES" LanguageCode="EN">Ceramic Disc Brake Pad Set ${pn}</Description>
    <Description DescriptionCode="SHO" LanguageCode="EN">Brake Pad Set</Description>
    <Description DescriptionCode="EXT" LanguageCode="EN">Ceramic front pads with shims and hardware for quiet, low-dust stops; bench item ${items}.</Description></Descriptions>
  <Prices><Pricing PriceType="LST"><Price UOM="PE">${(20 + (items % 8000) / 100).toFixed(2)}</Price></Pricing>
    <Pricing PriceType="JBR"><Price UOM="PE">${(12 + (items % 5000) / 100).toFixed(2)}</Price></Pricing></Prices>
  <ExtendedInformation><ExtendedProductInformation EXPICode="CTO">MX</ExtendedProductInformation></ExtendedInformation>
  <ProductAttributes><ProductAttribute AttributeID="Friction Material">Ceramic</ProductAttribute>
    <ProductAttribute AttributeID="Hardware Included">Yes</ProductAttribute></ProductAttributes>
  <Packages><Package><PackageUOM>EA</PackageUOM><Dimensions UOM="IN"><ShippingHeight>2.3</ShippingHeight><ShippingWidth>5.4</ShippingWidth><ShippingLength>7.1</ShippingLength></Dimensions>
    <Weights UOM="PG"><Weight>2.6</Weight></Weights></Package></Packages>
  <PartInterchangeInfo><PartInterchange BrandAAIAID="RYBS"><PartNumber>R${pn}</PartNumber></PartInterchange></PartInterchangeInfo>
  <DigitalAssets><DigitalFileInformation><AssetType>P04</AssetType><URI>https://assets.bench.example/${pn}.jpg</URI></DigitalFileInformation></DigitalAssets>
</Item>\n`;
    written += Buffer.byteLength(item);
    await write(item);
  }
  await write(`</Items><Trailer><ItemCount>${items}</ItemCount></Trailer></PIES>\n`);
  out.end();
  await once(out, 'finish');
} else items = Number(readFileSync(file, 'latin1').match(/<ItemCount>(\d+)<\/ItemCount>/)?.[1] ?? 0);
const size = statSync(file).size;
console.log(`${file}: ${(size / 1e6).toFixed(0)} MB, ${items} Items`);

// The import, its RSS sampled every second from /proc (this process's own memory is not counted).
const loadBefore = loadavg();
const started = Date.now();
const cli = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'server/src/features/catalog-import/cli.ts',
    'pies',
    file,
    ...(dryRun ? ['--dry-run'] : ['--skip-assets']),
  ],
  { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
);
let output = '';
cli.stdout.on('data', (b: Buffer) => (output += b.toString()));
const samples: number[] = [];
let hwmKb = 0;
const kb = (status: string, key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0);
const sample = () => {
  try {
    const status = readFileSync(`/proc/${cli.pid}/status`, 'utf8');
    samples.push(kb(status, 'VmRSS'));
    hwmKb = Math.max(hwmKb, kb(status, 'VmHWM'));
  } catch {
    // The process has just exited.
  }
};
const timer = setInterval(sample, 1000);
const [code] = (await once(cli, 'exit')) as [number];
clearInterval(timer);
const seconds = (Date.now() - started) / 1000;
const loadAfter = loadavg();
if (code !== 0) throw new Error(`the import exited ${code}:\n${output}`);

const mb = (k: number) => `${(k / 1024).toFixed(0)} MB`;
const peak = Math.max(...samples);
const quarter = (q: number) => samples[Math.min(samples.length - 1, Math.floor((samples.length * q) / 4))] ?? 0;
const report = `# PIES import memory (npm run bench:pies-memory -- --mb ${values.mb}${values.full ? ' --full' : ''})

- File: ${(size / 1e6).toFixed(0)} MB, ${items} Items (valid new parts), ${dryRun ? '`--dry-run` (every write done, then rolled back)' : 'full import'} into embedded PGlite (its memory is in the same process)
- Time: ${seconds.toFixed(0)} s; load average (1, 5, 15 min) before ${loadBefore}, after ${loadAfter}; ${os.cpus().length} cores
- RSS sampled every second (${samples.length} samples): peak **${mb(peak)}** (kernel VmHWM ${mb(hwmKb)}); at 25 / 50 / 75 % of the run ${mb(quarter(1))} / ${mb(quarter(2))} / ${mb(quarter(3))}
- The CLI said: ${output.trim().split('\n').slice(0, 2).join(' / ')}
- ${new Date().toISOString()}
`;
console.log(`\n${report}`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/pies-memory.md'), report);
