// Store → Settings → Locale (issue 27, decision 0095): the display currencies with their rates, and the languages the
// storefront's switch offers. Prices are kept and charged in the default currency, so its rate is 1 and it stays on;
// the storefront reads these tables on every page (features/content/locale.ts), so a change shows on the next page.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { MONEY_MSG, type CurrencyRow, type LanguageRow } from '@parts/common/settings-money';
import type { currencySaveSchema, languageSaveSchema } from '@parts/common/settings-money';
import type { z } from 'zod';
import { scaledInt } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { currencies, languages } from '#src/db/schema/index';
import { badRequest, HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

const MICROS = 1_000_000;
/** "0.92" → 920000 without float drift (the schema has checked it is a rate with up to six decimals). */
const microsOf = (rate: string) => scaledInt(rate, 6) ?? 0;
const rateOf = (micros: number) => `${Math.floor(micros / MICROS)}.${String(micros % MICROS).padStart(6, '0')}`;

export async function currencyList(db: Db): Promise<CurrencyRow[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
  return rows.map((c) => ({
    code: c.code,
    title: c.title,
    symbol: c.symbol,
    rate: rateOf(c.rateMicros),
    is_default: c.isDefault,
    status: c.status,
  }));
}

export async function saveCurrency(db: Db, actor: AuditActor, body: z.output<typeof currencySaveSchema>) {
  const rateMicros = microsOf(body.rate);
  if (body.is_default && rateMicros !== MICROS)
    throw badRequest(MONEY_MSG.defaultRate, { rate: MONEY_MSG.defaultRate });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:currencies'))`);
    const original = body.original_code ?? body.code;
    const [before] = body.original_code ? await tx.select().from(currencies).where(eq(currencies.code, original)) : [];
    if (body.original_code && !before) throw new HttpError(404, MONEY_MSG.notFound);
    if (before?.isDefault && (!body.is_default || !body.status))
      throw badRequest(MONEY_MSG.currencyDefault, { is_default: MONEY_MSG.currencyDefault });
    if (body.code !== before?.code) {
      const [taken] = await tx.select().from(currencies).where(eq(currencies.code, body.code));
      if (taken) throw badRequest(MONEY_MSG.currencyTaken, { code: MONEY_MSG.currencyTaken });
    }
    const values = {
      code: body.code,
      title: body.title,
      symbol: body.symbol,
      rateMicros,
      isDefault: body.is_default,
      status: body.status || body.is_default,
    };
    if (before) await tx.update(currencies).set(values).where(eq(currencies.code, original));
    else {
      const [n] = await tx.select({ n: count() }).from(currencies);
      await tx.insert(currencies).values({ ...values, sortOrder: n!.n });
    }
    if (body.is_default) await tx.update(currencies).set({ isDefault: false }).where(ne(currencies.code, body.code));
    await recordAudit(tx, actor, {
      action: 'setting.currency',
      targetType: 'currency',
      targetId: body.code,
      summary: `${before ? 'Changed' : 'Added'} the currency ${body.code} (rate ${rateOf(rateMicros)})`,
      detail: { old: before ?? null, new: values },
    });
  });
  return { success: MONEY_MSG.saved(`The currency ${body.code}`), list: await currencyList(db) };
}

export async function deleteCurrency(db: Db, actor: AuditActor, code: string) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(currencies)
      .where(and(eq(currencies.code, code), eq(currencies.isDefault, false)))
      .returning();
    if (!gone) {
      const [still] = await tx.select().from(currencies).where(eq(currencies.code, code));
      throw still ? badRequest(MONEY_MSG.currencyDefault) : new HttpError(404, MONEY_MSG.notFound);
    }
    await recordAudit(tx, actor, {
      action: 'setting.currency',
      targetType: 'currency',
      targetId: code,
      summary: `Deleted the currency ${code}`,
      detail: { old: gone, new: null },
    });
  });
  return { success: MONEY_MSG.deleted(`The currency ${code}`), list: await currencyList(db) };
}

export async function languageList(db: Db): Promise<LanguageRow[]> {
  const rows = await db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.code));
  return rows.map((l) => ({ code: l.code, name: l.name, status: l.status }));
}

/** Refuses a change that leaves no enabled language (the storefront's texts need one). */
async function keepOneEnabled(tx: Db) {
  const [n] = await tx.select({ n: count() }).from(languages).where(eq(languages.status, true));
  if (n!.n === 0) throw badRequest(MONEY_MSG.lastLanguage, { status: MONEY_MSG.lastLanguage });
}

export async function saveLanguage(db: Db, actor: AuditActor, body: z.output<typeof languageSaveSchema>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:languages'))`);
    const original = body.original_code ?? body.code;
    const [before] = body.original_code ? await tx.select().from(languages).where(eq(languages.code, original)) : [];
    if (body.original_code && !before) throw new HttpError(404, MONEY_MSG.notFound);
    if (body.code !== before?.code) {
      const [taken] = await tx.select().from(languages).where(eq(languages.code, body.code));
      if (taken) throw badRequest(MONEY_MSG.languageTaken, { code: MONEY_MSG.languageTaken });
    }
    const values = { code: body.code, name: body.name, status: body.status };
    if (before) await tx.update(languages).set(values).where(eq(languages.code, original));
    else {
      const [n] = await tx.select({ n: count() }).from(languages);
      await tx.insert(languages).values({ ...values, sortOrder: n!.n });
    }
    await keepOneEnabled(tx);
    await recordAudit(tx, actor, {
      action: 'setting.language',
      targetType: 'language',
      targetId: body.code,
      summary: `${before ? 'Changed' : 'Added'} the language ${body.name} (${body.code})`,
      detail: { old: before ?? null, new: values },
    });
  });
  return { success: MONEY_MSG.saved(`The language ${body.name}`), list: await languageList(db) };
}

export async function deleteLanguage(db: Db, actor: AuditActor, code: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:languages'))`);
    const [gone] = await tx.delete(languages).where(eq(languages.code, code)).returning();
    if (!gone) throw new HttpError(404, MONEY_MSG.notFound);
    await keepOneEnabled(tx);
    await recordAudit(tx, actor, {
      action: 'setting.language',
      targetType: 'language',
      targetId: code,
      summary: `Deleted the language ${gone.name} (${code})`,
      detail: { old: gone, new: null },
    });
  });
  return { success: MONEY_MSG.deleted(`The language ${code}`), list: await languageList(db) };
}
