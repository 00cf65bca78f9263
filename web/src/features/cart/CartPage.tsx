import { pickMode } from '@parts/common/flags';
import { useFlags } from '../../app/flags-context';
import { PageHeading } from '../../ui/PageHeading';

/** The same route is the shopper's cart and, in POS mode, the counter cart (spec 001 section 2). */
export function CartPage() {
  const { flags } = useFlags();
  const pos = pickMode(flags) === 'pos';
  return pos ? (
    <PageHeading
      title="Cart"
      description="The counter cart: attach a customer and vehicle, add parts, labor and custom products, then save, quote or check out."
    />
  ) : (
    <PageHeading title="Shopping Cart" description="The parts in your cart with quantities, line totals, coupon and voucher codes and the order summary." />
  );
}
