// A house account's monthly statement (issue 28, decision 0058): printable (the print stylesheet hides the counter's
// frame and the buttons) and emailed through the mail outbox. /pos/accounts/statement?customer_id=&month=Y-m
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { formatCents } from '@parts/common/money';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/toast-context';
import { AgingBars } from './AgingBars';
import { statementQuery } from './account-queries';
import './accounts.css';

const sent = z.object({ success: z.string() });

export default function StatementPage() {
  const [params, setParams] = useSearchParams();
  const customerId = Number(params.get('customer_id')) || 0;
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : '';
  const statement = useQuery({ ...statementQuery(customerId, month), enabled: customerId > 0 });
  const toast = useToast();
  const monthId = useId();
  const email = useMutation({
    mutationFn: () =>
      api(`/pos/account/statement/email?customerId=${customerId}${month ? `&month=${month}` : ''}`, {
        method: 'POST',
        schema: sent,
      }),
    onSuccess: (r) => toast.success(r.success, { staff: true }),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const s = statement.data;
  return (
    <div className="statement">
      <PageHeading title="Statement" description={s ? `${s.name}, ${s.from} to ${s.to}` : undefined}>
        <div className="statement__actions no-print">
          <label htmlFor={monthId} className="visually-hidden">
            Month
          </label>
          <input
            id={monthId}
            type="month"
            className="field__input"
            value={month || s?.month || ''}
            onChange={(e) => setParams({ customer_id: String(customerId), month: e.target.value }, { replace: true })}
          />
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            Print
          </Button>
          <Button size="sm" busy={email.isPending} onClick={() => email.mutate()}>
            Email Statement
          </Button>
          <Link className="btn btn--ghost btn--sm" to={`/pos/customer/edit?customer_id=${customerId}&tab=account`}>
            Back to Account
          </Link>
        </div>
      </PageHeading>
      {statement.error ? (
        <ErrorState message={errorMessage(statement.error)} onRetry={() => void statement.refetch()} />
      ) : !s ? (
        <PageLoading label="Loading the statement" />
      ) : (
        <article className="statement__sheet" aria-label={`Statement for ${s.name}`}>
          <header className="statement__head">
            <div>
              <strong>{s.name}</strong>
              {s.email && <div>{s.email}</div>}
            </div>
            <div>
              <div>
                Period {s.from} – {s.to}
              </div>
              <div>Terms: net {s.terms_days}</div>
            </div>
          </header>
          <div className="statement__scroll">
            <table className="statement__table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Reference</th>
                  <th scope="col">Due</th>
                  <th scope="col" className="num">
                    Charges
                  </th>
                  <th scope="col" className="num">
                    Payments
                  </th>
                  <th scope="col" className="num">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{s.from}</td>
                  <td colSpan={4}>Opening balance</td>
                  <td className="num">{formatCents(s.opening_cents)}</td>
                </tr>
                {s.lines.map((l, i) => (
                  <tr key={i}>
                    <td>{l.date}</td>
                    <td>{l.reference}</td>
                    <td>{l.due_date}</td>
                    <td className="num">{l.charge_cents ? formatCents(l.charge_cents) : ''}</td>
                    <td className="num">{l.payment_cents ? formatCents(l.payment_cents) : ''}</td>
                    <td className="num">{formatCents(l.balance_cents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={5}>
                    Balance due
                  </th>
                  <td className="num" data-testid="statement-balance">
                    {formatCents(s.closing_cents)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <AgingBars aging={s.aging} label={`Aging on ${s.to}`} />
        </article>
      )}
    </div>
  );
}
