// The order-history modal (spec 001 s2 "Other modals: Add Order History", s4 "Order history modal", s5 "Notification",
// s8): loads the order's status data on open (spinner until loaded), lists the history, then the form. The rules are the
// one schema of common (orderHistoryInput); the server checks them again with the customer's stored texting consent.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { fieldErrors } from '@parts/common/input';
import {
  orderHistoryInput,
  orderStatusDataSchema,
  POS_ORDERS_MSG,
  type OrderStatusData,
} from '@parts/common/pos-orders';
import { api, ApiError, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { OrderHistoryTable } from './OrderHistoryTable';

const historyRows = z.array(z.object({ date_added: z.string(), status: z.string(), comment: z.string() }));
const addedAnswer = z.object({ success: z.string(), history: historyRows });
type Loaded = { data: OrderStatusData; history: z.infer<typeof historyRows> };

export function OrderHistoryModal({
  orderId,
  open,
  onClose,
  onAdded,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onAdded?: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={`Order History — Order #${orderId}`} size="lg">
      <HistoryBody orderId={orderId} onAdded={onAdded} />
    </Modal>
  );
}

function HistoryBody({ orderId, onAdded }: { orderId: number; onAdded?: () => void }) {
  const toast = useToast();
  const ids = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [form, setForm] = useState({
    orderStatusId: '',
    comment: '',
    notifyCustomer: false,
    notifyByEmail: true,
    notifyByText: false,
    overrideTextPermission: false,
    email: '',
    phone: '',
  });

  useEffect(() => {
    const ctrl = new AbortController();
    setLoadError(null);
    void (async () => {
      try {
        const data = await api(`/admin/sale/order/getOrderStatus?orderId=${orderId}`, {
          schema: orderStatusDataSchema,
          signal: ctrl.signal,
        });
        const history = await api('/pos/order/histories', {
          json: { order_id: orderId },
          schema: historyRows,
          signal: ctrl.signal,
        });
        setLoaded({ data, history });
        setForm((f) => ({ ...f, orderStatusId: String(data.orderStatusId), email: data.email, phone: data.phone }));
      } catch (err) {
        if (!ctrl.signal.aborted) setLoadError(errorMessage(err));
      }
    })();
    return () => ctrl.abort();
  }, [orderId, attempt]);

  const set = <K extends keyof typeof form>(k: K, v: (typeof form)[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!loaded || busy) return;
    const checked = orderHistoryInput.safeParse({ ...form, textingAlerts: loaded.data.textingAlerts });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const body: Record<string, string> = {
        orderStatusId: form.orderStatusId,
        comment: form.comment,
        notifyCustomer: form.notifyCustomer ? '1' : '0',
        notifyByEmail: form.notifyByEmail ? '1' : '0',
        notifyByText: form.notifyByText ? '1' : '0',
        overrideTextPermission: form.overrideTextPermission ? '1' : '0',
        textingAlerts: loaded.data.textingAlerts ? '1' : '0',
        email: form.email,
        phone: form.phone,
      };
      const answer = await api(`/pos/order/history?order_id=${orderId}`, { form: body, schema: addedAnswer });
      toast.success(answer.success);
      setLoaded({ ...loaded, history: answer.history });
      setForm((f) => ({ ...f, comment: '', notifyCustomer: false, overrideTextPermission: false }));
      onAdded?.();
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        setErrors(err.fieldErrors);
        toast.error(err.message, { staff: true });
      } else toast.error(POS_ORDERS_MSG.historyFailed, { staff: true });
    } finally {
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <p role="alert">
        {loadError}{' '}
        <Button size="sm" variant="link" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </p>
    );
  if (!loaded) return <Spinner label="Loading the order history" />;

  const { data, history } = loaded;
  const fieldClass = (name: string) => ['field', errors[name] && 'field--invalid'].filter(Boolean).join(' ');
  return (
    <div className="order-history">
      <OrderHistoryTable history={history} caption="Order history" />

      <form
        className="order-history__form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby={`${ids}-title`}
      >
        <h3 id={`${ids}-title`}>Add Order History</h3>
        {data.recentHistoryNote && (
          <p className="order-history__recent">
            <strong>Most recent note:</strong> {data.recentHistoryNote}
          </p>
        )}
        <div className={fieldClass('orderStatusId')}>
          <label className="field__label" htmlFor={`${ids}-status`}>
            Order Status
          </label>
          <select
            id={`${ids}-status`}
            className="field__input"
            value={form.orderStatusId}
            onChange={(e) => set('orderStatusId', e.target.value)}
          >
            {data.orderStatuses.map((s) => (
              <option key={s.order_status_id} value={s.order_status_id}>
                {s.name}
              </option>
            ))}
          </select>
          {errors.orderStatusId && <p className="field__error">{errors.orderStatusId}</p>}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-comment`}>
            Comment
          </label>
          <textarea
            id={`${ids}-comment`}
            className="field__input"
            rows={3}
            maxLength={2000}
            value={form.comment}
            onChange={(e) => set('comment', e.target.value)}
          />
        </div>
        <label className="order-history__check">
          <input
            type="checkbox"
            checked={form.notifyCustomer}
            onChange={(e) => set('notifyCustomer', e.target.checked)}
          />{' '}
          Notify Customer
        </label>
        {form.notifyCustomer && (
          <fieldset className="order-history__notify">
            <legend>How to tell the customer</legend>
            <label className="order-history__check">
              <input
                type="checkbox"
                checked={form.notifyByEmail}
                onChange={(e) => set('notifyByEmail', e.target.checked)}
              />{' '}
              By email
            </label>
            {form.notifyByEmail && (
              <TextField
                label="Email"
                type="email"
                value={form.email}
                onChange={(e) => set('email', e.target.value)}
                error={errors.email}
                required
              />
            )}
            <label className="order-history__check">
              <input
                type="checkbox"
                checked={form.notifyByText}
                onChange={(e) => set('notifyByText', e.target.checked)}
              />{' '}
              By text message
            </label>
            {form.notifyByText && (
              <>
                <TextField
                  label="Phone"
                  type="tel"
                  value={form.phone}
                  onChange={(e) => set('phone', e.target.value)}
                  error={errors.phone}
                  required
                />
                {!data.textingAlerts && (
                  <div className={fieldClass('overrideTextPermission')}>
                    <label className="order-history__check order-history__warn">
                      <input
                        type="checkbox"
                        checked={form.overrideTextPermission}
                        onChange={(e) => set('overrideTextPermission', e.target.checked)}
                        aria-describedby={errors.overrideTextPermission ? `${ids}-override` : undefined}
                      />{' '}
                      {CUSTOMER_MSG.textConsentLabel}
                    </label>
                    {errors.overrideTextPermission && (
                      <p className="field__error" id={`${ids}-override`}>
                        {errors.overrideTextPermission}
                      </p>
                    )}
                  </div>
                )}
              </>
            )}
          </fieldset>
        )}
        <div className="order-history__actions">
          <Button type="submit" disabled={busy} busy={busy}>
            Add History
          </Button>
        </div>
      </form>
    </div>
  );
}
