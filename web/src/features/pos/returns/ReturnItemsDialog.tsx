// Return Items and Core Return (issue 28): pick lines and quantities (never more than may still come back), a reason
// from the owner's list, the condition, where the refund goes and, with the permission, waive the restocking fee. The
// answer shows where the money went: the change the drawer gives out and each tender's refund. One idempotency key per
// opening of the dialog, so a double click is one return.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createReturnAnswerSchema,
  createReturnSchema,
  type RefundWire,
  type ReturnKind,
  type ReturnOrder,
} from '@parts/common/returns';
import { hasPermission } from '@parts/common/permissions';
import { useFlags } from '../../../app/flags-context';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { SERVER_ERROR, showServerErrors } from '../../../ui/form/server-errors';
import { newKey, returnKeys, returnOrderQuery } from './returns-queries';
import { DeclinedPayout } from './DeclinedPayout';
import './returns.css';

interface Props {
  orderId: number;
  kind: ReturnKind;
  open: boolean;
  onClose: () => void;
  /** Called after a return is recorded (the order view reloads its payments). */
  onDone?: () => void;
}

export function ReturnItemsDialog(props: Props) {
  if (!props.open) return null;
  return <ReturnDialogBody {...props} />;
}

interface FormValues {
  reason: string;
  condition: 'stock' | 'defective';
  refund_to: 'original' | 'store_credit';
  waive_fee: boolean;
  qty: Record<string, string>;
}

function ReturnDialogBody({ orderId, kind, onClose, onDone }: Props) {
  const title = kind === 'core' ? `Core Return, order #${orderId}` : `Return Items, order #${orderId}`;
  const q = useQuery(returnOrderQuery(orderId));
  const [done, setDone] = useState<RefundWire | null>(null);
  const [doneMessage, setDoneMessage] = useState('');
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      {q.isPending ? (
        <Spinner label="Loading the order's lines" />
      ) : q.error ? (
        <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : done ? (
        <RefundDone refund={done} message={doneMessage} onClose={onClose} />
      ) : (
        <ReturnForm
          data={q.data}
          kind={kind}
          onCancel={onClose}
          onDone={(r, message) => {
            setDone(r);
            setDoneMessage(message);
            onDone?.();
          }}
        />
      )}
    </Modal>
  );
}

function ReturnForm({
  data,
  kind,
  onCancel,
  onDone,
}: {
  data: ReturnOrder;
  kind: ReturnKind;
  onCancel: () => void;
  onDone: (r: RefundWire, message: string) => void;
}) {
  const client = useQueryClient();
  const { flags } = useFlags();
  const mayWaive = flags.staff ? hasPermission(flags.staff, 'returns.waiveFee') : false;
  const key = useMemo(newKey, []);
  const lines = data.lines.filter((l) => (kind === 'core' ? l.core_charge_text !== null : true));
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    defaultValues: {
      reason: kind === 'core' ? 'core' : '',
      condition: 'stock',
      refund_to: 'original',
      waive_fee: false,
      qty: Object.fromEntries(lines.map((l) => [String(l.order_product_id), '0'])),
    },
  });
  const submit = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api('/pos/returns/create', { json: body, schema: createReturnAnswerSchema }),
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: returnKeys.all });
      onDone(answer.refund, answer.success ?? answer.error ?? '');
    },
    onError: (err) => showServerErrors(setError, err, ['reason']),
  });
  const onSubmit = (v: FormValues) => {
    const body = {
      order_id: data.order_id,
      idempotency_key: key,
      kind,
      reason: v.reason,
      condition: v.condition,
      refund_to: v.refund_to,
      waive_fee: v.waive_fee,
      lines: lines
        .map((l) => ({ order_product_id: l.order_product_id, quantity: v.qty[String(l.order_product_id)] ?? '0' }))
        .filter((l) => l.quantity !== '0' && l.quantity !== ''),
    };
    const checked = createReturnSchema.safeParse(body);
    if (!checked.success) {
      setError(SERVER_ERROR, { type: 'client', message: checked.error.issues[0]?.message ?? 'Check the form.' });
      return;
    }
    submit.mutate(body);
  };
  if (!data.paid) return <p role="alert">Only a paid order can take a return.</p>;
  return (
    <form className="return-form" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <table className="return-lines">
        <caption className="visually-hidden">Lines of the order</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            <th scope="col">{kind === 'core' ? 'Core charge' : 'Price'}</th>
            <th scope="col">Sold</th>
            <th scope="col">Returned</th>
            <th scope="col">Return</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const max = kind === 'core' ? l.core_returnable : l.returnable;
            return (
              <tr key={l.order_product_id}>
                <td data-label="Part">
                  <span>
                    <strong>{l.name}</strong>
                    {l.model && <span className="return-lines__model"> {l.model}</span>}
                  </span>
                </td>
                <td data-label={kind === 'core' ? 'Core charge' : 'Price'}>
                  {kind === 'core' ? l.core_charge_text : l.unit_text}
                </td>
                <td data-label="Sold">{l.sold}</td>
                <td data-label="Returned">{kind === 'core' ? l.core_returned : l.returned}</td>
                <td data-label="Return">
                  <TextField
                    label={`Quantity of ${l.name} to return`}
                    className="return-lines__qty"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={max}
                    disabled={max === 0}
                    {...register(`qty.${l.order_product_id}`)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="return-form__fields">
        <SelectField
          label="Reason"
          required
          placeholder="Select a reason"
          options={data.reasons.map((r) => ({ value: r.code, label: r.name }))}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        {kind === 'items' && (
          <SelectField
            label="Condition"
            options={[
              { value: 'stock', label: 'Back to stock' },
              { value: 'defective', label: 'Defective bin (not sellable)' },
            ]}
            {...register('condition')}
          />
        )}
        <SelectField
          label="Refund to"
          options={[
            { value: 'original', label: 'The original payments' },
            ...(data.customer_id ? [{ value: 'store_credit', label: 'Store credit' }] : []),
          ]}
          {...register('refund_to')}
        />
        {kind === 'items' && mayWaive && (
          <label className="return-form__check">
            <input type="checkbox" {...register('waive_fee')} /> Waive the restocking fee
          </label>
        )}
      </div>
      {formState.errors.root?.server && (
        <p className="field__error" role="alert">
          {formState.errors.root.server.message}
        </p>
      )}
      <div className="modal__footer return-form__actions">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={submit.isPending}>
          {kind === 'core' ? 'Credit the Core' : 'Return and Refund'}
        </Button>
      </div>
    </form>
  );
}

function RefundDone(props: { refund: RefundWire; message: string; onClose: () => void }) {
  // A declined card refund paid out another way answers the refund again, with its new message.
  const [{ refund, message }, setShown] = useState({ refund: props.refund, message: props.message });
  const onClose = props.onClose;
  return (
    <div className="return-done">
      <p role="status">{message}</p>
      <dl className="return-done__sums">
        {refund.kind === 'items' && (
          <>
            <dt>Parts</dt>
            <dd>{refund.goods_text}</dd>
            <dt>Tax</dt>
            <dd>{refund.tax_text}</dd>
            <dt>Restocking fee</dt>
            <dd>{refund.fee_waived ? 'Waived' : refund.fee_text === '$0.00' ? 'None' : `-${refund.fee_text}`}</dd>
          </>
        )}
        <dt>Core charges</dt>
        <dd>{refund.core_text}</dd>
        <dt>Refund</dt>
        <dd>
          <strong>{refund.refund_text}</strong>
        </dd>
        <dt>Change out</dt>
        <dd>
          <strong className="return-done__change">{refund.change_out_text}</strong>
        </dd>
      </dl>
      <h3>Refunded to</h3>
      <ul className="return-done__tenders">
        {refund.tenders.map((t) => (
          <li key={t.transaction_id}>
            {t.label}: {t.amount_text}
            {t.status !== 'refund' && (
              <span className="return-done__failed">
                {' '}
                ({t.paid_out ? 'declined; paid out another way' : t.message || 'not refunded'})
              </span>
            )}
            {t.status === 'refund_failed' && !t.paid_out && (
              <DeclinedPayout tender={t} onPaid={(r, m) => setShown({ refund: r, message: m })} />
            )}
          </li>
        ))}
      </ul>
      <div className="modal__footer">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
