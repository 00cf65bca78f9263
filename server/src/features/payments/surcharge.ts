// The card surcharge the store's settings ask for (issue 27, decision 0095); the rule itself is common/card-surcharge.
import { cardSurchargeCents, type CardSurchargeRule } from '@parts/common/card-surcharge';
import { formatCents, percentToBp } from '@parts/common/money';
import type { PaymentType } from '@parts/common/pos-checkout';
import type { Db } from '#src/db/client';
import { loadSettings } from '#src/features/settings/queries';

/** The tenders that are card payments: the surcharge applies to these only. */
export const CARD_TENDERS: readonly PaymentType[] = ['card', 'card_device', 'smart_terminal'];

export async function cardSurchargeRule(db: Db): Promise<CardSurchargeRule> {
  const s = await loadSettings(db);
  return { percentBp: percentToBp(s.card_surcharge_percent), capCents: s.card_surcharge_cap_cents };
}

/** The words a ledger row's label gets for the card surcharge on it: " + $1.50 card surcharge" ('' for none). */
export const surchargeLabel = (cents: number) => (cents > 0 ? ` + ${formatCents(cents)} card surcharge` : '');
/** A ledger row's label without the surcharge words `surchargeLabel` added (a refund names the tender it gives back to). */
export const withoutSurchargeLabel = (label: string, cents: number) => label.replace(surchargeLabel(cents), '');

/** What a tender of `type` for `amountCents` adds on top, and the words its ledger row's label gets. */
export async function surchargeFor(db: Db, type: PaymentType, amountCents: number) {
  const cents = CARD_TENDERS.includes(type) ? cardSurchargeCents(amountCents, await cardSurchargeRule(db)) : 0;
  return { cents, label: surchargeLabel(cents) };
}
