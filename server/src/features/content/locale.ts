// The visitor's display currency and language (decision 0016). Both are cookies, not session rows: choosing a
// currency or a language must not create a session, and the page flags read them on every page load.
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY } from '@parts/common/constants';
import {
  currencyCodeSchema,
  DEFAULT_LANGUAGE,
  languageCodeSchema,
  type ServerLocale as Locale,
} from '@parts/common/content';
import type { Db } from '#src/db/client';
import { currencies, languages } from '#src/db/schema/index';

export const CURRENCY_COOKIE = 'currency';
export const LANGUAGE_COOKIE = 'language';
const YEAR_SECONDS = 365 * 86_400;

export async function activeCurrencies(db: Db) {
  const rows = await db
    .select()
    .from(currencies)
    .where(eq(currencies.status, true))
    .orderBy(asc(currencies.sortOrder), asc(currencies.code));
  return rows.map((c) => ({
    code: c.code,
    title: c.title,
    symbol: c.symbol,
    rate: c.rateMicros / 1_000_000,
    isDefault: c.isDefault,
  }));
}

/** The enabled languages (Store → Settings → Locale), in their order. */
export async function activeLanguages(db: Db) {
  return db
    .select({ code: languages.code, name: languages.name })
    .from(languages)
    .where(eq(languages.status, true))
    .orderBy(asc(languages.sortOrder), asc(languages.code));
}

export function setLocaleCookie(req: FastifyRequest, reply: FastifyReply, name: string, value: string) {
  reply.setCookie(name, value, { path: '/', sameSite: 'lax', secure: req.protocol === 'https', maxAge: YEAR_SECONDS });
}

/**
 * The locale for this request. A page opened with ?currency=EUR (the currency switch, spec 000 s2) makes that the
 * visitor's currency from now on; an unknown code is ignored, and the default (USD) stands.
 */
export async function localeFor(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<Locale> {
  const [all, langs] = await Promise.all([activeCurrencies(db), activeLanguages(db)]);
  const list = all.map(({ isDefault: _d, ...c }) => c);
  const defaultCurrency = all.find((c) => c.isDefault)?.code ?? CURRENCY;
  const known = (code: unknown) => {
    const parsed = currencyCodeSchema.safeParse(code);
    return parsed.success && list.some((c) => c.code === parsed.data) ? parsed.data : null;
  };
  const asked = known((req.query as Record<string, unknown> | undefined)?.currency);
  if (asked) setLocaleCookie(req, reply, CURRENCY_COOKIE, asked);
  const currency = asked ?? known(req.cookies[CURRENCY_COOKIE]) ?? defaultCurrency;
  // A language cookie counts while that language is enabled; else the store's English, or its first language.
  const cookie = languageCodeSchema.safeParse(req.cookies[LANGUAGE_COOKIE]);
  const enabled = (code: string) => langs.some((l) => l.code === code);
  const language =
    cookie.success && enabled(cookie.data)
      ? cookie.data
      : enabled(DEFAULT_LANGUAGE) || langs.length === 0
        ? DEFAULT_LANGUAGE
        : langs[0]!.code;
  return { currency, defaultCurrency, currencies: list, language, languages: langs };
}
