// The counter's Returns screen (issue 28): scan or type a receipt's order number to take a return or a core back; the
// core bank and the defective bin by distributor with their age and Send Back; core charges outstanding; and, for
// admins, the return reasons with their restocking fees.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sendVendorReturnAnswerSchema, type ReturnKind, type VendorBins } from '@parts/common/returns';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { useFlags } from '../../../app/flags-context';
import { ReasonsEditor } from './ReasonsEditor';
import { ReturnItemsDialog } from './ReturnItemsDialog';
import { binsQuery, coresOutstandingQuery, newKey, returnKeys } from './returns-queries';
import './returns.css';

export default function ReturnsPage() {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState<{ orderId: number; kind: ReturnKind } | null>(null);
  const { flags } = useFlags();
  const orderId = /^\d{1,9}$/.test(typed.trim().replace(/^#/, '')) ? Number(typed.trim().replace(/^#/, '')) : null;
  return (
    <div className="returns-page">
      <PageHeading title="Returns" description="Returns, core returns and parts going back to the distributor." />
      <form
        className="returns-page__scan"
        onSubmit={(e) => {
          e.preventDefault();
          if (orderId) setOpen({ orderId, kind: 'items' });
        }}
      >
        <TextField
          label="Receipt order number"
          hint="Scan the receipt or type the order number."
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
        />
        <div className="returns-page__scan-actions">
          <Button type="submit" disabled={!orderId}>
            Return Items
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!orderId}
            onClick={() => orderId && setOpen({ orderId, kind: 'core' })}
          >
            Core Return
          </Button>
        </div>
      </form>
      <Bins />
      <CoresOutstanding />
      {flags.staff?.role === 'admin' && <ReasonsEditor />}
      {open && <ReturnItemsDialog orderId={open.orderId} kind={open.kind} open onClose={() => setOpen(null)} />}
    </div>
  );
}

function Bins() {
  const q = useQuery(binsQuery());
  if (q.isPending) return <Spinner label="Loading the core bank" />;
  if (q.error) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <>
      <BinSection title="Core bank" kind="core" groups={q.data.core_bank} empty="No cores are waiting to go back." />
      <BinSection
        title="Defective bin"
        kind="defective"
        groups={q.data.defective_bin}
        empty="No defective parts are waiting to go back."
      />
      {q.data.vendor_returns.length > 0 && (
        <section className="returns-page__box" aria-labelledby="vendor-returns-title">
          <h2 id="vendor-returns-title">Sent back</h2>
          <ul className="returns-page__list">
            {q.data.vendor_returns.map((v) => (
              <li key={v.vendor_return_id}>
                {v.kind === 'core' ? 'Cores' : 'Defective parts'} to {v.distributor}: {v.parts} part(s), authorisation{' '}
                <strong>{v.authorization_number}</strong>, credit expected {v.credit_expected_text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function BinSection({
  title,
  kind,
  groups,
  empty,
}: {
  title: string;
  kind: 'core' | 'defective';
  groups: VendorBins['core_bank'];
  empty: string;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const key = useMemo(newKey, [groups]);
  const send = useMutation({
    mutationFn: () =>
      api('/pos/returns/vendorReturn', { json: { kind, idempotency_key: key }, schema: sendVendorReturnAnswerSchema }),
    onSuccess: async (a) => {
      toast.success(a.success);
      await client.invalidateQueries({ queryKey: returnKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const id = `bin-${kind}`;
  return (
    <section className="returns-page__box" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {groups.length === 0 && <p>{empty}</p>}
      {groups.map((g) => (
        <div key={g.distributor}>
          <h3>
            {g.distributor}: credit expected {g.credit_text}
          </h3>
          <table className="return-lines">
            <caption className="visually-hidden">
              {title} for {g.distributor}
            </caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Order</th>
                <th scope="col">Qty</th>
                <th scope="col">Credit</th>
                <th scope="col">Age</th>
              </tr>
            </thead>
            <tbody>
              {g.parts.map((p) => (
                <tr key={p.return_id}>
                  <td data-label="Part">
                    <span>
                      {p.product} <span className="return-lines__model">{p.model}</span>
                    </span>
                  </td>
                  <td data-label="Order">#{p.order_id}</td>
                  <td data-label="Qty">{p.quantity}</td>
                  <td data-label="Credit">{p.credit_text}</td>
                  <td data-label="Age">{p.age_days === 1 ? '1 day' : `${p.age_days} days`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button variant="secondary" busy={send.isPending} onClick={() => send.mutate()}>
            Send Back to {g.distributor}
          </Button>
        </div>
      ))}
    </section>
  );
}

function CoresOutstanding() {
  const q = useQuery(coresOutstandingQuery());
  if (q.isPending) return <Spinner label="Loading the core charges outstanding" />;
  if (q.error) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <section className="returns-page__box" aria-labelledby="cores-out-title">
      <h2 id="cores-out-title">Core charges outstanding ({q.data.total_text})</h2>
      {q.data.cores.length === 0 ? (
        <p>Every core sold has come back.</p>
      ) : (
        <ul className="returns-page__list">
          {q.data.cores.slice(0, 50).map((c) => (
            <li key={`${c.order_id}-${c.model}`}>
              #{c.order_id} {c.customer}: {c.quantity} × {c.product} ({c.core_charge_text}, {c.age_days} days)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
