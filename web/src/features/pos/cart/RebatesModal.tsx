// The POS cart's rebates modal (its forms have their own files: CustomProductModal, PriceEditModal, PoNumberModal).
import type { CartProduct } from '@parts/common/cart';
import { Modal } from '../../../ui/Modal';

/** The rebates modal: the instant rebate each line gets (the amount is already in its unit price). */
export function RebatesModal({ open, onClose, lines }: { open: boolean; onClose: () => void; lines: CartProduct[] }) {
  const withRebate = lines.filter((l) => l.instant_rebate_name);
  return (
    <Modal open={open} onClose={onClose} title="Rebates">
      {withRebate.length === 0 ? (
        <p>No rebates apply to this cart.</p>
      ) : (
        <ul>
          {withRebate.map((l) => (
            <li key={l.key}>
              <strong>{l.name}</strong>: {l.instant_rebate_name} (unit price {l.unit_price_text}, before rebate{' '}
              {l.original_unit_price_text})
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
