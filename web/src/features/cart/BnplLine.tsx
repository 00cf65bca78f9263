import { bnplMonthly } from '@parts/common/cart';
import { useFlags } from '../../app/flags-context';

/**
 * "as low as $N/month" (issue 5) when the store has a buy-now-pay-later merchant (skeps_bnpl.merchant_id). The
 * product page can use it too: <BnplLine cents={unitCents} />.
 */
export function BnplLine({ cents }: { cents: number }) {
  const { flags } = useFlags();
  const monthly = bnplMonthly(cents);
  if (!flags.skeps_bnpl.merchant_id || monthly === null) return null;
  return (
    <p className="bnpl-line" data-merchant={flags.skeps_bnpl.merchant_id}>
      as low as <strong>${monthly}/month</strong>
    </p>
  );
}
