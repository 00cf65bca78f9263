// The stored purchase orders of an order (spec 001 s3 "Purchase order to a distributor"), as the checkout, the receipt
// and the order view show them (issue 14, decision 0026).
import type { PurchaseOrderWire } from '@parts/common/purchase';
import { PURCHASE_MSG } from '@parts/common/purchase';
import './purchase.css';

export function PurchaseOrderList({
  orders,
  emptyText = PURCHASE_MSG.noPurchaseOrders,
}: {
  orders: PurchaseOrderWire[];
  emptyText?: string;
}) {
  if (orders.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ul className="po-list" aria-label="Purchase orders">
      {orders.map((po) => (
        <li key={po.PurchaseOrderID} className="po-card" data-testid="purchase-order">
          <div className="po-card__head">
            <strong>{po.Number}</strong>
            <span className={`po-card__status${po.ConfirmationNumber ? '' : ' is-pending'}`}>{po.CurrentStatus}</span>
          </div>
          <dl className="po-card__facts">
            <div>
              <dt>Confirmation #</dt>
              <dd data-testid="po-confirmation">{po.ConfirmationNumber || '—'}</dd>
            </div>
            <div>
              <dt>Warehouse confirmation #</dt>
              <dd>{po.WarehouseConfirmationNumber || '—'}</dd>
            </div>
            <div>
              <dt>Warehouse</dt>
              <dd>{po.ToWarehouse.Name}</dd>
            </div>
            <div>
              <dt>Submitted</dt>
              <dd>{po.SubmittedToWarehouseDateTime || '—'}</dd>
            </div>
            <div>
              <dt>Shipping</dt>
              <dd>{po.ShippingMethod}</dd>
            </div>
            <div>
              <dt>Ship to</dt>
              <dd>{po.ShipTo}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{po.OrderTotalPrice_text}</dd>
            </div>
          </dl>
          <ul className="po-card__items">
            {po.Items.map((i) => (
              <li key={`${i.AAIABrandCode}-${i.PartNumber}`}>
                {i.Quantity} × {i.AAIABrandCode} {i.PartNumber} <span className="muted">{i.Description}</span>
              </li>
            ))}
          </ul>
          {po.Notes && <p className="po-card__notes">Notes: {po.Notes}</p>}
        </li>
      ))}
    </ul>
  );
}
