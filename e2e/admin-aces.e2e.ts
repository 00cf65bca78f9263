// Imports → ACES as an owner uses it: choose a supplier's file, watch it upload, read the validation report, commit,
// and find the import in the history with its rejects. At 1366 and 375 px, with axe's serious findings.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

// Two Apps of a brand the store does not sell, one per line from line 8.
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<ACES version="4.2">
  <Header>
    <Company>Test Supplier</Company>
    <BrandAAIAID>ZZZZ</BrandAAIAID>
    <SubmissionType>INCREMENTAL</SubmissionType>
  </Header>
  <App action="A" id="1"><BaseVehicle id="99999999"/><Qty>1</Qty><Part>PAD-1</Part></App>
  <App action="A" id="2"><BaseVehicle id="5"/><Qty>1</Qty><Part>PAD-2</Part></App>
  <Footer><RecordCount>2</RecordCount></Footer>
</ACES>
`;

describe('Imports → ACES', () => {
  it('uploads a file, shows its validation report, commits it and lists it in the history', async () => {
    const file = path.join(os.tmpdir(), `supplier-${process.pid}.xml`);
    await writeFile(file, XML);
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/imports/aces');
    await page.getByRole('heading', { level: 1, name: 'ACES import' }).waitFor();
    await page.getByLabel('ACES file (XML)').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload and check' }).click();
    const report = page.getByRole('region', { name: /Validation report/ });
    await report.waitFor();
    // The brand code is no manufacturer's, so both Apps are parts the store does not have.
    await report.getByRole('row', { name: 'Parts the store does not have 2' }).waitFor();
    expect(await report.getByRole('table', { name: 'Findings by line' }).getByRole('row').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/admin-aces-1366.png`, fullPage: true });
    }
    await report.getByRole('button', { name: 'Commit: import 0 applications' }).click();
    await page.getByRole('heading', { level: 2, name: 'Imported: ' + path.basename(file) }).waitFor();
    const history = page.getByRole('table', { name: 'ACES imports, newest first' });
    // This file's own row (an earlier import on the shared test server can have 2 rejects too).
    const row = history.getByRole('row').filter({ hasText: path.basename(file) });
    await row.getByRole('link', { name: '2 (CSV)' }).waitFor();
    expect(await row.getByText('committed, INCREMENTAL').count()).toBe(1);

    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'admin');
    await phone.goto('/admin/imports/aces');
    await phone.getByRole('table', { name: 'ACES imports, newest first' }).getByText(path.basename(file)).waitFor();
    if (shots) await phone.screenshot({ path: `${shots}/admin-aces-375.png`, fullPage: true });
    const wide = await phone.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    );
    expect(wide).toEqual([]);
  });
});
