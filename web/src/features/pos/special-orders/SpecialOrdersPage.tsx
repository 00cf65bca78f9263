// Special orders (issue 28, decision 0059): the counter's list of parts ordered for customers, with the deposit asked
// and paid, the balance due at pickup and the purchase order; a saved counter order is made a special order here, and
// Received tells the customer (once) that the part is in.
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { formatCents } from '@parts/common/money';
import { specialOrderAnswer, specialOrderForm, specialOrderList } from '@parts/common/special-order';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { apiQuery } from '../../../ui/query/api-query';
import { useToast } from '../../../ui/toast/toast-context';
import '../accounts/accounts.css';

const KEY = ['special-orders'] as const;
type Form = z.input<typeof specialOrderForm>;

export default function SpecialOrdersPage() {
  const client = useQueryClient();
  const toast = useToast();
  const list = useQuery(apiQuery(KEY, '/pos/special-order/list', specialOrderList));
  const form = useForm<Form>({
    resolver: zodResolver(specialOrderForm, undefined, { raw: true }),
    defaultValues: { order_id: '', deposit: '', note: '' },
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const save = useMutation({
    mutationFn: ({ order_id, ...body }: Form) =>
      api(`/pos/special-order/save?orderId=${String(order_id)}`, { json: body, schema: specialOrderAnswer }),
    onSuccess: async (r) => {
      toast.success(r.success, { staff: true });
      reset({ order_id: '', deposit: '', note: '' });
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => showServerErrors(setError, err, ['order_id', 'deposit', 'note']),
  });
  const receive = useMutation({
    mutationFn: (orderId: number) =>
      api(`/pos/special-order/receive?orderId=${orderId}`, { method: 'POST', schema: specialOrderAnswer }),
    onSuccess: async (r) => {
      toast.success(r.success, { staff: true });
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const e = formState.errors;
  return (
    <div className="aging">
      <PageHeading
        title="Special orders"
        description="Parts ordered for a customer: the deposit is a payment on the order and applies at pickup."
      />
      <form
        className="house-account__settings"
        aria-label="Make a special order"
        noValidate
        onSubmit={(ev) => void handleSubmit((v) => save.mutate(v))(ev)}
      >
        <div className="house-account__grid">
          <TextField
            label="Order number"
            inputMode="numeric"
            required
            {...register('order_id')}
            error={e.order_id?.message}
          />
          <TextField
            label="Deposit asked"
            inputMode="decimal"
            required
            {...register('deposit')}
            error={e.deposit?.message}
          />
          <TextField label="Note" {...register('note')} error={e.note?.message} />
        </div>
        {e.root?.server && (
          <p className="form-alert" role="alert">
            {e.root.server.message}
          </p>
        )}
        <Button type="submit" busy={save.isPending}>
          Make Special Order
        </Button>
      </form>
      {list.error ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <PageLoading label="Loading special orders" />
      ) : (
        <div className="statement__scroll">
          <table className="statement__table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Purchase order</th>
                <th scope="col" className="num">
                  Deposit paid
                </th>
                <th scope="col" className="num">
                  Due at pickup
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.special_orders.length === 0 && (
                <tr>
                  <td colSpan={7}>No special orders yet.</td>
                </tr>
              )}
              {list.data.special_orders.map((s) => (
                <tr key={s.order_id}>
                  <th scope="row">
                    <Link to={`/pos/order/view?order_id=${s.order_id}`}>#{s.order_id}</Link>
                    {s.note && <div className="house-account__po">{s.note}</div>}
                  </th>
                  <td>{s.customer}</td>
                  <td>{s.status === 'received' ? 'Received' : 'Ordered'}</td>
                  <td>
                    {s.purchase_orders.map((p) => p.confirmation || `PO ${p.purchase_order_id}`).join(', ') || '—'}
                  </td>
                  <td className="num">
                    {formatCents(s.paid_cents)} of {formatCents(s.deposit_cents)}
                  </td>
                  <td className="num">{formatCents(s.balance_cents)}</td>
                  <td>
                    {s.status === 'ordered' && (
                      <Button
                        size="sm"
                        variant="secondary"
                        busy={receive.isPending && receive.variables === s.order_id}
                        onClick={() => receive.mutate(s.order_id)}
                      >
                        Received
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
