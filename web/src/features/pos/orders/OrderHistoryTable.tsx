// An order's status history as the order view and the order-history modal list it (spec 001 s2, s4): one table, and the
// one empty text, for both.
import { POS_ORDERS_MSG } from '@parts/common/pos-orders';

/** Date added, status and comment of each history entry; `caption` names the table for screen readers when no heading does. */
export function OrderHistoryTable({
  history,
  caption,
}: {
  history: readonly { date_added: string; status: string; comment: string }[];
  caption?: string;
}) {
  if (history.length === 0) return <p>{POS_ORDERS_MSG.noHistory}</p>;
  return (
    <div className="receipt__scroll">
      <table className="receipt__table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Date Added</th>
            <th scope="col">Status</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {history.map((h, i) => (
            <tr key={i}>
              <td>{h.date_added}</td>
              <td>{h.status}</td>
              <td>{h.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
