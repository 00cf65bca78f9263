// The cart's totals in integer cents (decision 0012): coupon, tax per line and rate, shipping, gift vouchers, credit.
import { allocate, roundCents } from '@parts/common/money';

export interface TotalsLine {
  key: string;
  /** Charged goods amount: unit price (decision 0007) x quantity. */
  goodsCents: number;
  laborCents: number;
  taxClassId: number | null;
  laborTaxClassId: number | null;
  /** The line's core charges (core charge per unit x quantity) and their tax class, null = untaxed (issue 28). */
  coreCents?: number;
  coreTaxClassId?: number | null;
}

export interface CouponFacts {
  code: string;
  name: string;
  type: 'P' | 'F';
  /** Basis points for P, cents for F. */
  discount: number;
  minimumCents: number;
}

export interface TaxRate {
  taxClassId: number;
  name: string;
  rateBp: number;
}

export interface TotalsInput {
  lines: TotalsLine[];
  coupon: CouponFacts | null;
  vouchers: { code: string; balanceCents: number }[];
  rates: TaxRate[];
  taxExempt: boolean;
  shipping: { title: string; cents: number } | null;
  storeCreditCents: number;
}

export interface TotalEntry {
  code: string;
  title: string;
  valueCents: number;
}

export interface Totals {
  subtotalCents: number;
  laborCents: number;
  coreCents: number;
  discountCents: number;
  taxCents: number;
  shippingCents: number;
  voucherCents: number;
  creditCents: number;
  totalCents: number;
  /** Tax per line key (goods and labor together). */
  lineTax: Map<string, number>;
  /** Tax on each line's core charges, per line key. */
  lineCoreTax: Map<string, number>;
  /** Vouchers spent, by code. */
  voucherUse: { code: string; cents: number }[];
  couponApplied: boolean;
  entries: TotalEntry[];
}

// One allocation rule for the coupon's shares: the sale splits it here, a return takes its line's share back (common).
export { allocate };

export function couponDiscount(coupon: CouponFacts, subtotalCents: number): number {
  if (subtotalCents < coupon.minimumCents) return 0;
  const raw = coupon.type === 'P' ? roundCents((subtotalCents * coupon.discount) / 10000) : coupon.discount;
  return Math.max(0, Math.min(raw, subtotalCents));
}

export function computeTotals(input: TotalsInput): Totals {
  const subtotalCents = input.lines.reduce((s, l) => s + l.goodsCents, 0);
  const laborCents = input.lines.reduce((s, l) => s + l.laborCents, 0);
  const coreCents = input.lines.reduce((s, l) => s + (l.coreCents ?? 0), 0);
  const discountCents = input.coupon ? couponDiscount(input.coupon, subtotalCents) : 0;
  const shares = allocate(
    discountCents,
    input.lines.map((l) => l.goodsCents),
  );

  // Tax is worked out per line and per rate, each rounded half away from zero, then added up (decision 0012).
  const byRate = new Map<string, number>();
  const lineTax = new Map<string, number>();
  const lineCoreTax = new Map<string, number>();
  const taxOn = (amount: number, taxClassId: number | null) => {
    let sum = 0;
    if (input.taxExempt || taxClassId === null || amount <= 0) return 0;
    for (const r of input.rates) {
      if (r.taxClassId !== taxClassId) continue;
      const t = roundCents((amount * r.rateBp) / 10000);
      byRate.set(r.name, (byRate.get(r.name) ?? 0) + t);
      sum += t;
    }
    return sum;
  };
  input.lines.forEach((l, i) => {
    const t = taxOn(l.goodsCents - shares[i]!, l.taxClassId) + taxOn(l.laborCents, l.laborTaxClassId);
    lineTax.set(l.key, t);
    // A core charge is a deposit, never discounted by a coupon; taxed only when the store's setting names a class.
    lineCoreTax.set(l.key, taxOn(l.coreCents ?? 0, l.coreTaxClassId ?? null));
  });
  const taxCents = [...byRate.values()].reduce((a, b) => a + b, 0);
  const shippingCents = input.shipping?.cents ?? 0;

  let remaining = subtotalCents + laborCents + coreCents - discountCents + taxCents + shippingCents;
  const voucherUse: { code: string; cents: number }[] = [];
  for (const v of input.vouchers) {
    const cents = Math.max(0, Math.min(v.balanceCents, remaining));
    voucherUse.push({ code: v.code, cents });
    remaining -= cents;
  }
  const creditCents = Math.max(0, Math.min(input.storeCreditCents, remaining));
  remaining -= creditCents;

  const entries: TotalEntry[] = [{ code: 'sub_total', title: 'Sub-Total', valueCents: subtotalCents }];
  if (laborCents > 0) entries.push({ code: 'labor', title: 'Labor', valueCents: laborCents });
  if (coreCents > 0) entries.push({ code: 'core', title: 'Core Charges', valueCents: coreCents });
  if (input.coupon && discountCents > 0)
    entries.push({ code: 'coupon', title: `Coupon (${input.coupon.code})`, valueCents: -discountCents });
  if (input.shipping) entries.push({ code: 'shipping', title: input.shipping.title, valueCents: shippingCents });
  for (const [name, cents] of byRate) if (cents !== 0) entries.push({ code: 'tax', title: name, valueCents: cents });
  for (const v of voucherUse)
    entries.push({ code: 'voucher', title: `Gift Voucher (${v.code})`, valueCents: -v.cents });
  if (creditCents > 0) entries.push({ code: 'credit', title: 'Store Credit', valueCents: -creditCents });
  entries.push({ code: 'total', title: 'Total', valueCents: remaining });

  return {
    subtotalCents,
    laborCents,
    coreCents,
    discountCents,
    taxCents,
    shippingCents,
    voucherCents: voucherUse.reduce((a, v) => a + v.cents, 0),
    creditCents,
    totalCents: remaining,
    lineTax,
    lineCoreTax,
    voucherUse,
    couponApplied: discountCents > 0,
    entries,
  };
}
