// The items of an order as the order view and the receipt show them (spec 001 s3 "Order (view and receipt)"): one
// table, so both screens list a line's part numbers and options the same way.
import type { ReceiptOrder } from '@parts/common/receipt';

/** The Items box: name, part numbers and options, quantity, price and line total. `headingId` names the box. */
export function OrderItemsTable({ products, headingId }: { products: ReceiptOrder['products']; headingId: string }) {
  return (
    <section className="receipt__box receipt__wide" aria-labelledby={headingId}>
      <h2 id={headingId}>Items</h2>
      <div className="receipt__scroll">
        <table className="receipt__table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.order_product_id}>
                <td>
                  {p.name}
                  {(p.aaia || p.mpn) && <div className="muted">{[p.aaia, p.mpn].filter(Boolean).join(' ')}</div>}
                  {p.options.map((o) => (
                    <div key={o.name} className="muted">
                      {o.name}: {o.value}
                    </div>
                  ))}
                  {p.po_number && <div className="muted">PO Number: {p.po_number}</div>}
                </td>
                <td>{p.quantity}</td>
                <td className="num">{p.price_text}</td>
                <td className="num">{p.total_text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
