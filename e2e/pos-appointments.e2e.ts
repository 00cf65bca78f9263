// Issue 14 (appointments): from the receipt a cashier books an installer and a bay, an overlapping booking is refused
// with the clash named, and a storefront appointment request is confirmed on the calendar into a bay (the customer is
// told through the outbox). Screens at 1366 and 375 px without sideways scroll.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A Monday three to four weeks ahead: North Lamar is open 7:30 AM to 7:00 PM. */
function monday(): string {
  const d = new Date(Date.now() + 21 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

async function saveCounterOrder(page: Page): Promise<number> {
  const listing = await page.request.get('/api/products?limit=100&page=1');
  const { products } = (await listing.json()) as {
    products: { product_id: number; in_stock: number; requires_options?: boolean }[];
  };
  let added = false;
  for (const p of products.filter((x) => x.in_stock > 0 && !x.requires_options).slice(0, 15)) {
    if (
      (
        await page.request.post('/checkout/cart/add', { form: { product_id: String(p.product_id), quantity: '1' } })
      ).status() === 200
    ) {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  const saved = await page.request.get('/checkout/cart/saveOrderAndCheckout');
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { order_id: number }).order_id;
}

async function fillBooking(page: Page, bay: string, time: string) {
  const dialog = page.getByRole('dialog', { name: 'Add an Appointment' });
  await dialog.getByLabel('Location').selectOption({ label: 'Austin - North Lamar' });
  await dialog.getByLabel('Bay').selectOption({ label: bay });
  await dialog.getByLabel('Installer').selectOption({ label: 'Jordan Lee' });
  await dialog.getByLabel('Date').fill(monday());
  await dialog.getByLabel('Start time').selectOption(time);
  await dialog.getByLabel('Duration').selectOption({ label: '1 hr' });
  return dialog;
}

describe('POS appointments', () => {
  it('books from the receipt, refuses an overlap, confirms a storefront request on the calendar', async () => {
    const page = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(page, 'admin');
    const orderId = await saveCounterOrder(page);
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await page.getByRole('heading', { name: `Receipt for order #${orderId}` }).waitFor();

    // Without a customer, Save stays disabled and says why.
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add an Appointment' });
    await dialog.getByText('Customer is required').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('combobox', { name: 'Find a customer' }).fill('shopper@example');
    await page.getByRole('option').first().click();
    await page.getByText('Customer added to order!').waitFor();

    await page.getByRole('button', { name: 'Book Appointment' }).click();
    dialog = await fillBooking(page, 'Bay 1', '09:00');
    await shot(page, 'appts-book-1366');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Appointment booked.').waitFor();
    const booked = page.getByRole('region', { name: 'Booked Appointments' });
    await booked.getByText(`${monday()} at 09:00`).waitFor();

    // The same bay half an hour later overlaps: refused, naming the bay and the time.
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    dialog = await fillBooking(page, 'Bay 1', '09:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The server's clash is a field error on `start`: it shows under the Start time field (decision 0066).
    const startField = dialog.locator('.field', { has: page.getByLabel('Start time') });
    await startField
      .locator('.field__error')
      .getByText(new RegExp(`^Bay 1 is already booked on ${monday()} from 09:00 to 10:00 \\(appointment #\\d+\\)\\.$`))
      .waitFor();
    expect(await dialog.getByLabel('Start time').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await booked.getByRole('listitem').count()).toBe(1);

    // A storefront request for 14:00 the same day, confirmed on the calendar into Bay 2.
    const req = await page.request.post('/information/schedule_appointment', {
      data: {
        name: 'Robin Shopper',
        email: 'robin@example.com',
        telephone: '(512) 555-0177',
        location_id: 1,
        date: monday(),
        time: '14:00',
        duration: 60,
        vehicle: '2018 Ford F-150',
        comment: 'Brakes squeal',
      },
    });
    expect(req.status()).toBe(200);
    await page.getByRole('navigation').getByRole('link', { name: 'Appointments' }).click();
    await page.getByLabel('Date').fill(monday());
    await page.getByRole('heading', { name: 'Appointment requests' }).waitFor();
    const requests = page.getByRole('region', { name: 'Appointment requests' });
    await requests.getByText('Robin Shopper').waitFor();
    await page.getByRole('list', { name: 'Bay 1' }).getByText('09:00–10:00').waitFor();
    await shot(page, 'appts-calendar-1366');
    await noSidewaysScroll(page);
    await requests.getByRole('button', { name: 'Confirm' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm Robin Shopper's request" });
    await confirm.getByLabel('Bay').selectOption({ label: 'Bay 2' });
    await confirm.getByRole('button', { name: 'Book and notify' }).click();
    await page.getByText('Appointment confirmed; the customer has been notified.').waitFor();
    await requests.getByText('No open requests for these days.').waitFor();
    await page.getByRole('list', { name: 'Bay 2' }).getByText('14:00–15:00').waitFor();

    // The customer's confirmation is in the outbox.
    const outbox = await page.request.get('/api/staff/outbox');
    const { emails } = (await outbox.json()) as { emails: { to: string; subject: string }[] };
    expect(emails.some((m) => m.to === 'robin@example.com' && m.subject === 'Your appointment is confirmed')).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Week' }).click();
    await page
      .getByRole('list', { name: /^Bay 2, Monday/ })
      .getByText('14:00–15:00')
      .waitFor();
    await shot(page, 'appts-week-1366');
    await page.goto('/pos/appointments/settings');
    await page.getByRole('heading', { name: 'Bays and installers' }).waitFor();
    // A second bay named like one the store has is refused under the new bay's name (decision 0066).
    const newBay = page.getByRole('form', { name: 'New bay at Austin - North Lamar' });
    await newBay.getByLabel('New bay at Austin - North Lamar').fill('Bay 1');
    await newBay.getByRole('button', { name: 'Add bay' }).click();
    await newBay.getByText('A bay with that name already exists at this location.').waitFor();
    expect(await newBay.getByLabel('New bay at Austin - North Lamar').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'appts-settings-1366');

    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [
      `/pos/appointments?location_id=1&date=${monday()}&view=day`,
      `/pos/appointments?location_id=1&date=${monday()}&view=week`,
      '/pos/appointments/settings',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page);
    }
    await shot(page, 'appts-settings-375');
    await page.goto(`/pos/appointments?location_id=1&date=${monday()}&view=day`);
    await page.getByRole('list', { name: 'Bay 2' }).getByText('14:00–15:00').waitFor();
    await shot(page, 'appts-calendar-375');
    await page.goto(`/pos/order/receipt?order_id=${orderId}`);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('dialog', { name: 'Add an Appointment' }).getByLabel('Location').waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'appts-book-375');
    await page.close();
  });
});
