// Store → Stores (issue 27, decision 0086): the owner changes a store's phone and Sunday hours and adds a holiday in
// the back office; the storefront's contact page and store locator show them. At 1366 px, and the editor looked at on
// a phone (375 px) with no sideways scroll.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, noSidewaysScroll, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

/** A day `days` ahead (UTC date): within the 60 days the contact page and locator list holiday hours for. */
function soon(days: number): { ymd: string; label: string } {
  const d = new Date(Date.now() + days * 86_400_000);
  return {
    ymd: d.toISOString().slice(0, 10),
    label: d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
  };
}

describe('the store editor', () => {
  it("changes San Marcos's phone and Sunday hours and adds a holiday; the contact page and locator show them", async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    await page.goto('/admin/store/stores');
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    await page.getByRole('link', { name: 'San Marcos' }).click();
    await page.getByRole('heading', { level: 1, name: 'San Marcos' }).waitFor();

    await page.getByLabel('Phone').fill('(512) 555-0130');
    const sunday = page.getByRole('group', { name: 'Sunday' });
    await sunday.getByLabel('Closed').uncheck();
    await page.getByLabel('Sunday opens').fill('11:00');
    await page.getByLabel('Sunday closes').fill('10:00');
    await page.getByRole('button', { name: 'Save the store' }).click();
    await page.getByText('Closing time must be after opening time.').waitFor();
    await page.getByLabel('Sunday closes').fill('15:00');
    await page.getByRole('button', { name: 'Save the store' }).click();
    await page.getByText('San Marcos has been saved.').waitFor();

    const holiday = soon(10);
    const form = page.getByRole('form', { name: 'Add holiday hours' });
    await form.getByLabel('Date').fill(holiday.ymd);
    await form.getByLabel('Note').fill('Inventory count');
    await form.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByText(`${holiday.ymd} Closed (Inventory count)`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/admin-stores-1366.png`, fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/admin-stores-375.png`, fullPage: true });

    const shopper = await newPage({ width: 375 });
    await shopper.goto('/information/contact');
    await shopper.getByRole('link', { name: '(512) 555-0130' }).waitFor();
    const hours = shopper.getByRole('list', { name: 'Opening hours of San Marcos' });
    expect(await hours.getByRole('listitem').allTextContents()).toEqual([
      'Mon-Sat 8:00 AM - 6:00 PM',
      'Sun 11:00 AM - 3:00 PM',
    ]);
    expect(
      await shopper.getByRole('list', { name: 'Holiday hours of San Marcos' }).getByRole('listitem').allTextContents(),
    ).toEqual([`${holiday.label}: Closed (Inventory count)`]);
    if (shots) await shopper.screenshot({ path: `${shots}/contact-store-hours-375.png`, fullPage: true });

    await shopper.goto('/index.php?route=module/dealer_locator/');
    await shopper
      .getByRole('list', { name: 'Opening hours of San Marcos' })
      .getByText('Sun 11:00 AM - 3:00 PM')
      .waitFor();
  });
});
