// The one place prices become the shopper's display currency (decision 0016). Cents in US dollars stay the truth
// everywhere; a display amount is converted at the stored rate, rounded to the currency's cents, and formatted by
// Intl in en-US style (spec 000 s9). Cart, checkout and orders are charged in USD and keep the server's USD texts.
import { useMemo } from 'react';
import { CURRENCY } from '@parts/common/constants';
import type { Locale } from '@parts/common/content';
import { toCents } from '@parts/common/money';
import { useFlags } from './flags-context';

export interface Money {
  code: string;
  /** USD cents to a display string in the chosen currency. */
  cents: (usdCents: number) => string;
  /** A server price text in USD ("$1,019.90") in the chosen currency; a text that is not an amount stays as it is. */
  text: (usdText: string) => string;
}

export function moneyFor(locale: Locale | undefined): Money {
  const chosen = locale?.currencies.find((c) => c.code === locale.currency);
  const code = chosen?.code ?? CURRENCY;
  const rate = chosen?.rate ?? 1;
  // The symbol the owner set in Settings → Locale; without one, Intl's for the code.
  const symbol = chosen?.symbol ?? '';
  const format = new Intl.NumberFormat('en-US', {
    style: symbol ? 'decimal' : 'currency',
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const cents = (usdCents: number) => {
    const amount = Math.round(usdCents * rate) / 100;
    return symbol ? `${amount < 0 ? '-' : ''}${symbol}${format.format(Math.abs(amount))}` : format.format(amount);
  };
  return {
    code,
    cents,
    text: (usdText) => {
      if (code === (locale?.defaultCurrency ?? CURRENCY)) return usdText;
      const c = toCents(usdText);
      return c === null ? usdText : cents(c);
    },
  };
}

export function useMoney(): Money {
  const locale = useFlags().flags.locale;
  return useMemo(() => moneyFor(locale), [locale]);
}

/** After the currency switch's reload the choice is a cookie; the query parameter is taken off the address. */
export function dropCurrencyParam(loc: Location, history: History) {
  const params = new URLSearchParams(loc.search);
  if (!params.has('currency')) return;
  params.delete('currency');
  const query = params.toString();
  history.replaceState(history.state, '', `${loc.pathname}${query ? `?${query}` : ''}${loc.hash}`);
}
