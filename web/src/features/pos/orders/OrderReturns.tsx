// The order view's Returns box (issue 28): every return made against this order, newest first — what came back, its
// status, and where the refund went (the same refunds the Return Items dialog answers). Read from the returns query, so
// a new return (which invalidates returnKeys.all) shows here at once.
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { returnOrderQuery } from '../returns/returns-queries';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');

export function OrderReturns({ orderId }: { orderId: number }) {
  const { data, error, isPending, refetch } = useQuery(returnOrderQuery(orderId));
  return (
    <section className="receipt__box receipt__wide" aria-labelledby="order-returns-title">
      <h2 id="order-returns-title">Returns</h2>
      {isPending ? (
        <Spinner label="Loading the returns" />
      ) : error ? (
        <p role="alert">
          {errorMessage(error)}{' '}
          <Button size="sm" variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : data.refunds.length === 0 ? (
        <p className="muted">Nothing has been returned on this order.</p>
      ) : (
        <ul className="order-returns">
          {data.refunds.map((r) => (
            <li key={r.refund_id} className="order-returns__refund">
              <p className="order-returns__head">
                <strong>{r.kind === 'core' ? 'Core return' : 'Return'}</strong> · {r.reason} ·{' '}
                {r.returns[0] ? day(r.returns[0].date_added) : ''}
                <span className="num">Refund {r.refund_text}</span>
              </p>
              <ul aria-label={`Returned on refund ${r.refund_id}`}>
                {r.returns.map((x) => (
                  <li key={x.return_id}>
                    Return #{x.return_id}: {x.quantity} × {x.product}{' '}
                    {x.model && <span className="muted">({x.model})</span>} ·{' '}
                    {x.condition === 'stock' ? 'back to stock' : 'defective bin'} · <em>{x.return_status}</em>
                  </li>
                ))}
              </ul>
              <p className="muted">
                Money back:{' '}
                {r.tenders
                  .map(
                    (t) =>
                      `${t.label} ${t.amount_text}${t.status === 'refund' ? '' : ` (${t.message || 'not refunded'})`}`,
                  )
                  .join('; ') || '—'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
