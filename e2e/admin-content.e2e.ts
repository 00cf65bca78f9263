// The owner's content from the back office to the storefront (issue 27 "Done when"): a blog post written in the
// editor shows on the blog; a form built in the builder, placed on an information page, is filled in by a shopper and
// its submission is listed for the owner. At 1366 px, with the builder looked at on a phone.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

describe('content made in the back office', () => {
  it('publishes a blog post the shopper reads on the blog', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/content/blog');
    await page.getByRole('button', { name: 'Add blog post' }).click();
    const editor = page.getByRole('form', { name: 'New blog post' });
    await editor.getByLabel('Title').fill('Brake pads: ceramic or semi-metallic?');
    await editor.getByLabel('Address').fill('ceramic-or-semi-metallic');
    // A demo category (Blog categories, decision 0096): a post picks one or more.
    await editor.getByRole('checkbox', { name: 'Brakes', exact: true }).check();
    await editor.getByLabel('Summary').fill('How to choose pads for your driving.');
    await editor
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('Ceramic pads are quiet and clean; semi-metallic pads take more heat.');
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-blog-editor-1366.png`, fullPage: true });
    await editor.getByRole('button', { name: 'Save post' }).click();
    await page.getByRole('cell', { name: 'Brake pads: ceramic or semi-metallic?', exact: true }).waitFor();

    const shopper = await newPage();
    await shopper.goto('/blog/ceramic-or-semi-metallic');
    await shopper.getByRole('heading', { level: 1, name: 'Brake pads: ceramic or semi-metallic?' }).waitFor();
    await shopper.getByText('Ceramic pads are quiet and clean').waitFor();
  });

  it('builds a form, places it on a page, and lists what a shopper sent', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/content/forms');
    await page.getByRole('button', { name: 'Add form' }).click();
    const builder = page.getByRole('form', { name: 'New form' });
    await builder.getByRole('textbox', { name: 'Name', exact: true }).fill('Core return question');
    await builder.getByLabel('Heading', { exact: true }).fill('Ask about a core return');
    await builder.getByLabel('Thank-you text').fill('Thanks, the counter will reply today.');
    await builder.getByText('Layout settings (colours, spacing, background)').click();
    await builder.getByLabel('Background colour').fill('#fff8e1');
    await builder.getByLabel('Background size').selectOption('cover');
    await builder.getByRole('button', { name: 'Add field' }).click();
    const second = builder.getByRole('group', { name: 'Field 2' });
    await second.getByLabel('Type').selectOption('dropdown');
    await second.getByLabel('Field id').fill('part');
    await second.getByLabel('Label').fill('Which core?');
    await second.getByLabel('Choices (one per line)').fill('Alternator\nStarter');
    await builder.getByRole('button', { name: 'Save form' }).click();
    const saved = page.getByRole('form', { name: 'Edit Core return question' });
    const snippet = await saved.locator('code.snippet').innerText();
    expect(snippet).toMatch(/^<div class="custom-form" data-id="\d+"><\/div>$/);

    await page.goto('/admin/content/pages');
    await page.getByRole('button', { name: 'Add page' }).click();
    const editor = page.getByRole('form', { name: 'New page' });
    await editor.getByLabel('Title').fill('Core returns');
    await editor.getByLabel('Short name').fill('core-returns');
    await editor
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill(`Bring the old part back for your core credit.\n\n${snippet}`);
    await editor.getByRole('button', { name: 'Save page' }).click();
    await page.getByRole('cell', { name: 'Core returns', exact: true }).waitFor();

    const shopper = await newPage();
    await shopper.goto('/information/information?slug=core-returns');
    await shopper.getByRole('heading', { name: 'Ask about a core return' }).waitFor();
    await shopper.getByLabel('Name').fill('Dana Whitfield');
    await shopper.getByLabel('Which core?').selectOption('Starter');
    await shopper.getByRole('button', { name: 'Submit' }).click();
    await shopper.getByText('Thanks, the counter will reply today.').waitFor();

    await page.goto('/admin/content/forms');
    const row = page.getByRole('row', { name: /Core return question/ });
    await row.getByRole('link', { name: '1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Form submissions' }).waitFor();
    await page.getByText('Dana Whitfield').waitFor();
    expect(await page.getByText('Starter').count()).toBeGreaterThan(0);
  });

  it('fits the builder on a phone', async () => {
    const page = await newPage({ width: 375, height: 800 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/content/forms');
    await page.getByRole('button', { name: 'Add form' }).click();
    await page.getByRole('form', { name: 'New form' }).waitFor();
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-form-builder-375.png`, fullPage: true });
  });
});
