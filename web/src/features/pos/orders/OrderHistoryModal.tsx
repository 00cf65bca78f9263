// The order-history modal (spec 001 s2 "Other modals: Add Order History", s4 "Order history modal", s5 "Notification",
// s8): loads the order's status data on open (spinner until loaded), lists the history, then the form. The form is
// react-hook-form on orderHistoryInput (common/pos-orders), the schema the server's addOrderHistory checks again with
// the customer's stored texting consent (decision 0066); its field errors show under their fields.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { z } from 'zod';
import { CUSTOMER_MSG } from '@parts/common/customers';
import {
  orderHistoryInput,
  orderStatusDataSchema,
  POS_ORDERS_MSG,
  type OrderHistoryInput,
  type OrderStatusData,
} from '@parts/common/pos-orders';
import { api, ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Modal } from '../../../ui/Modal';
import { apiQuery } from '../../../ui/query/api-query';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { orderKeys } from './order-data';
import { OrderHistoryTable } from './OrderHistoryTable';

const historyRows = z.array(z.object({ date_added: z.string(), status: z.string(), comment: z.string() }));
const addedAnswer = z.object({ success: z.string(), history: historyRows });

const statusQuery = (orderId: number) =>
  apiQuery(
    [...orderKeys.order(orderId), 'status'],
    `/admin/sale/order/getOrderStatus?orderId=${orderId}`,
    orderStatusDataSchema,
  );
const historyKey = (orderId: number) => [...orderKeys.order(orderId), 'history'] as const;
const historyQuery = (orderId: number) =>
  queryOptions({
    queryKey: historyKey(orderId),
    queryFn: ({ signal }) => api('/pos/order/histories', { json: { order_id: orderId }, schema: historyRows, signal }),
  });

type Values = z.input<typeof orderHistoryInput>;
const FIELDS = ['orderStatusId', 'comment', 'email', 'phone', 'overrideTextPermission'] as const;

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
      {open && <HistoryBody orderId={orderId} onAdded={onAdded} />}
    </Modal>
  );
}

function HistoryBody({ orderId, onAdded }: { orderId: number; onAdded?: () => void }) {
  const status = useQuery(statusQuery(orderId));
  const history = useQuery(historyQuery(orderId));
  if (status.error) return <QueryErrorState query={status} />;
  if (history.error) return <QueryErrorState query={history} />;
  if (!status.data || !history.data) return <Spinner label="Loading the order history" />;
  return (
    <div className="order-history">
      <OrderHistoryTable history={history.data} caption="Order history" />
      <HistoryForm orderId={orderId} data={status.data} onAdded={onAdded} />
    </div>
  );
}

function HistoryForm({ orderId, data, onAdded }: { orderId: number; data: OrderStatusData; onAdded?: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  const ids = useId();
  const { register, handleSubmit, setError, reset, getValues, watch, formState } = useForm<
    Values,
    unknown,
    OrderHistoryInput
  >({
    resolver: zodResolver(orderHistoryInput),
    defaultValues: {
      orderStatusId: String(data.orderStatusId),
      comment: '',
      notifyCustomer: false,
      notifyByEmail: true,
      notifyByText: false,
      overrideTextPermission: false,
      // The customer's stored consent: the schema asks for the override without it (the server reads it again).
      textingAlerts: data.textingAlerts,
      email: data.email,
      phone: data.phone,
    },
  });
  const errors = formState.errors;
  const add = useMutation({
    // Sent as the spec's form post; the server checks it with the same schema and the stored consent.
    mutationFn: (v: Values) =>
      api(`/pos/order/history?order_id=${orderId}`, {
        form: {
          orderStatusId: String(v.orderStatusId),
          comment: String(v.comment ?? ''),
          notifyCustomer: v.notifyCustomer === true ? '1' : '0',
          notifyByEmail: v.notifyByEmail === true ? '1' : '0',
          notifyByText: v.notifyByText === true ? '1' : '0',
          overrideTextPermission: v.overrideTextPermission === true ? '1' : '0',
          textingAlerts: data.textingAlerts ? '1' : '0',
          email: String(v.email ?? ''),
          phone: String(v.phone ?? ''),
        },
        schema: addedAnswer,
      }),
    onSuccess: async (answer) => {
      toast.success(answer.success);
      client.setQueryData(historyKey(orderId), answer.history);
      reset({ ...getValues(), comment: '', notifyCustomer: false, overrideTextPermission: false });
      onAdded?.();
      await client.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS);
      toast.error(err instanceof ApiError && err.status > 0 ? err.message : POS_ORDERS_MSG.historyFailed, {
        staff: true,
      });
    },
  });
  const [notifyCustomer, notifyByEmail, notifyByText] = watch(['notifyCustomer', 'notifyByEmail', 'notifyByText']);
  const overrideError = errors.overrideTextPermission?.message;

  return (
    <form
      className="order-history__form"
      onSubmit={(e) => void handleSubmit(() => !add.isPending && add.mutate(getValues()))(e)}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`}>Add Order History</h3>
      {data.recentHistoryNote && (
        <p className="order-history__recent">
          <strong>Most recent note:</strong> {data.recentHistoryNote}
        </p>
      )}
      <SelectField
        label="Order Status"
        options={data.orderStatuses.map((s) => ({ value: String(s.order_status_id), label: s.name }))}
        {...register('orderStatusId')}
        error={errors.orderStatusId?.message}
      />
      <div className={errors.comment ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${ids}-comment`}>
          Comment
        </label>
        <textarea id={`${ids}-comment`} className="field__input" rows={3} maxLength={2000} {...register('comment')} />
        {errors.comment && <p className="field__error">{errors.comment.message}</p>}
      </div>
      <label className="order-history__check">
        <input type="checkbox" {...register('notifyCustomer')} /> Notify Customer
      </label>
      {notifyCustomer === true && (
        <fieldset className="order-history__notify">
          <legend>How to tell the customer</legend>
          <label className="order-history__check">
            <input type="checkbox" {...register('notifyByEmail')} /> By email
          </label>
          {notifyByEmail === true && (
            <TextField label="Email" type="email" {...register('email')} error={errors.email?.message} required />
          )}
          <label className="order-history__check">
            <input type="checkbox" {...register('notifyByText')} /> By text message
          </label>
          {notifyByText === true && (
            <>
              <TextField label="Phone" type="tel" {...register('phone')} error={errors.phone?.message} required />
              {!data.textingAlerts && (
                <div className={overrideError !== undefined ? 'field field--invalid' : 'field'}>
                  <label className="order-history__check order-history__warn">
                    <input
                      type="checkbox"
                      {...register('overrideTextPermission')}
                      aria-describedby={overrideError !== undefined ? `${ids}-override` : undefined}
                    />{' '}
                    {CUSTOMER_MSG.textConsentLabel}
                  </label>
                  {overrideError !== undefined && (
                    <p className="field__error" id={`${ids}-override`}>
                      {overrideError}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
        </fieldset>
      )}
      <div className="order-history__actions">
        <Button type="submit" busy={add.isPending}>
          Add History
        </Button>
      </div>
    </form>
  );
}
