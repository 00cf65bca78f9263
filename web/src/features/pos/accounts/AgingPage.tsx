// The aging report of every house account (issue 28, decision 0058): what each account owes by days past due
// (current, 1–30, 31–60, 61–90, over 90) on the store's today, with the totals as bars.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AGING_BUCKETS, AGING_LABELS } from '@parts/common/house-account';
import { formatCents } from '@parts/common/money';
import { errorMessage } from '../../../ui/api';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { AgingBars } from './AgingBars';
import { agingQuery } from './account-queries';
import './accounts.css';

export default function AgingPage() {
  const report = useQuery(agingQuery());
  const r = report.data;
  return (
    <div className="aging">
      <PageHeading title="Accounts aging" description={r ? `Open balances by days past due on ${r.today}` : undefined}>
        <Link to="/pos/special-orders" className="btn btn--secondary btn--sm">
          Special Orders
        </Link>
      </PageHeading>
      {report.error ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : !r ? (
        <PageLoading label="Loading the aging report" />
      ) : (
        <>
          <AgingBars aging={r.totals} label="All accounts" />
          <div className="statement__scroll">
            <table className="statement__table aging__table">
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  {AGING_BUCKETS.map((b) => (
                    <th key={b} scope="col" className="num">
                      {AGING_LABELS[b]}
                    </th>
                  ))}
                  <th scope="col" className="num">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.accounts.length === 0 && (
                  <tr>
                    <td colSpan={7}>No house accounts yet.</td>
                  </tr>
                )}
                {r.accounts.map((a) => (
                  <tr key={a.customer_id}>
                    <th scope="row">
                      <Link to={`/pos/customer/edit?customer_id=${a.customer_id}&tab=account`}>{a.name}</Link>
                      {a.on_hold && <span className="aging__hold"> (on hold)</span>}
                    </th>
                    {AGING_BUCKETS.map((b) => (
                      <td key={b} className="num">
                        {formatCents(a[b])}
                      </td>
                    ))}
                    <td className="num">{formatCents(a.total)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  {AGING_BUCKETS.map((b) => (
                    <td key={b} className="num">
                      {formatCents(r.totals[b])}
                    </td>
                  ))}
                  <td className="num">{formatCents(r.totals.total)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
