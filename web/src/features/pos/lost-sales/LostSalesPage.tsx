// Lost sales (issue 28 "Also at the counter"): name the part the customer asked for and tap the reason it could not be
// sold (one tap records it); below, the store's lost sales by part and by reason over the last 30 days.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LOST_SALE_REASONS,
  lostSaleAnswer,
  lostSaleInput,
  lostSalesReport,
  type LostSaleInput,
  type LostSaleReason,
} from '@parts/common/lost-sales';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { apiQuery } from '../../../ui/query/api-query';
import { useToast } from '../../../ui/toast/toast-context';
import { newKey } from '../till/till-queries';
import '../till/till.css';

const keys = { report: ['pos-lost-sales', 'report'] as const };
const reportQuery = () => apiQuery(keys.report, '/pos/lostSales/report', lostSalesReport);
const REASONS = Object.entries(LOST_SALE_REASONS) as [LostSaleReason, string][];

function RecordForm() {
  const client = useQueryClient();
  const toast = useToast();
  const key = useRef(newKey());
  // The tapped button's reason: a ref, because the submit runs before a state change would render.
  const tapped = useRef<LostSaleReason>('not_stocked');
  const [reason, setReason] = useState<LostSaleReason>('not_stocked');
  const form = useForm<LostSaleInput>({
    resolver: zodResolver(lostSaleInput, undefined, { raw: true }),
    defaultValues: { name: '', quantity: '1', reason: 'not_stocked', idempotency_key: 'checking-the-form' },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: LostSaleInput) =>
      api('/pos/lostSale', { json: { ...v, idempotency_key: key.current }, schema: lostSaleAnswer }),
    onSuccess: async (a) => {
      key.current = newKey();
      form.reset({ name: '', quantity: '1', reason: 'not_stocked', idempotency_key: 'checking-the-form' });
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: keys.report });
    },
    onError: (err) => showServerErrors(form.setError, err, ['name', 'quantity', 'reason']),
  });
  const submit = form.handleSubmit((v) => save.mutate({ ...v, reason: tapped.current }));
  return (
    <form className="till-box" aria-labelledby="lost-h" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="lost-h">Record a lost sale</h2>
      <div className="till-row">
        <TextField label="Part asked for" required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Quantity"
          inputMode="numeric"
          error={errors.quantity?.message}
          {...form.register('quantity')}
        />
      </div>
      <p id="lost-reasons">Tap the reason it could not be sold:</p>
      <div className="till-actions" role="group" aria-labelledby="lost-reasons">
        {REASONS.map(([value, label]) => (
          <Button
            key={value}
            type="submit"
            variant="secondary"
            busy={save.isPending && reason === value}
            disabled={save.isPending}
            onClick={() => {
              tapped.current = value;
              setReason(value);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
      {errors.root?.server?.message && (
        <p className="field__error" role="alert">
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}

export default function LostSalesPage() {
  const q = useQuery(reportQuery());
  return (
    <div className="till">
      <PageHeading title="Lost sales" description="Parts the counter could not sell, and why." />
      <div className="till-grid">
        <RecordForm />
        {q.isPending && <PageLoading label="Loading lost sales" />}
        {q.error && <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />}
        {q.data && (
          <section className="till-box" aria-labelledby="by-reason-h">
            <h2 id="by-reason-h">
              By reason, {q.data.from} to {q.data.to}
            </h2>
            <table className="z-table">
              <thead>
                <tr>
                  <th scope="col">Reason</th>
                  <th scope="col" className="num">
                    Times
                  </th>
                  <th scope="col" className="num">
                    Quantity
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data.by_reason.map((r) => (
                  <tr key={r.reason}>
                    <th scope="row">{r.label}</th>
                    <td className="num">{r.times}</td>
                    <td className="num">{r.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h2 id="by-part-h">By part</h2>
            {q.data.by_part.length === 0 && <p>No lost sales recorded.</p>}
            <table className="z-table" aria-labelledby="by-part-h">
              <tbody>
                {q.data.by_part.map((p) => (
                  <tr key={`${p.product_id ?? ''}-${p.part}`}>
                    <th scope="row">{p.part}</th>
                    <td className="num">{p.times}×</td>
                    <td className="num">{p.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </div>
  );
}
