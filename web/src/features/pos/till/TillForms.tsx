// The drawer's three forms (issue 28): the opening float, cash paid in or out with a reason, and the close — each
// react-hook-form on the request schema from common/, each sent with one idempotency key per attempt.
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatCents } from '@parts/common/money';
import {
  closeDayInput,
  movementInput,
  openDayInput,
  tillAnswerSchema,
  type CloseDayInput,
  type MovementInput,
  type OpenDayInput,
  type ZReport,
} from '@parts/common/till';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { CountFields, typedCents } from './CountFields';
import { newKey, refreshTill } from './till-queries';

const PLACEHOLDER = 'checking-the-form';

function useKey() {
  const key = useRef(newKey());
  return { current: () => key.current, renew: () => (key.current = newKey()) };
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

export function FloatForm({ registerId }: { registerId: number }) {
  const client = useQueryClient();
  const toast = useToast();
  const key = useKey();
  const form = useForm<OpenDayInput>({
    resolver: zodResolver(openDayInput, undefined, { raw: true }),
    defaultValues: { register_id: registerId, counts: {}, idempotency_key: PLACEHOLDER },
  });
  const counts = useWatch({ control: form.control, name: 'counts' });
  const open = useMutation({
    mutationFn: (v: OpenDayInput) =>
      api('/pos/till/open', {
        json: { register_id: registerId, counts: v.counts, idempotency_key: key.current() },
        schema: tillAnswerSchema,
      }),
    onSuccess: async (a) => {
      key.renew();
      toast.success(a.success, { staff: true });
      await refreshTill(client);
    },
    onError: (err) => showServerErrors(form.setError, err, []),
  });
  return (
    <form
      className="till-box"
      aria-labelledby="float-h"
      onSubmit={(e) => void form.handleSubmit((v) => open.mutate(v))(e)}
      noValidate
    >
      <h2 id="float-h">Count the opening float</h2>
      <CountFields register={form.register} errors={form.formState.errors} idPrefix="float" />
      <p className="till-total">
        Float: <strong data-testid="float-total">{formatCents(typedCents(counts))}</strong>
      </p>
      <FormError message={form.formState.errors.root?.server?.message} />
      <Button type="submit" busy={open.isPending}>
        Open the day
      </Button>
    </form>
  );
}

export function MovementForm({ registerId }: { registerId: number }) {
  const client = useQueryClient();
  const toast = useToast();
  const key = useKey();
  const form = useForm<MovementInput>({
    resolver: zodResolver(movementInput, undefined, { raw: true }),
    defaultValues: { register_id: registerId, kind: 'paid_out', amount: '', reason: '', idempotency_key: PLACEHOLDER },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: MovementInput) =>
      api('/pos/till/movement', {
        json: { ...v, register_id: registerId, idempotency_key: key.current() },
        schema: tillAnswerSchema,
      }),
    onSuccess: async (a) => {
      key.renew();
      form.reset({ register_id: registerId, kind: 'paid_out', amount: '', reason: '', idempotency_key: PLACEHOLDER });
      toast.success(a.success, { staff: true });
      await refreshTill(client);
    },
    onError: (err) => showServerErrors(form.setError, err, ['kind', 'amount', 'reason']),
  });
  return (
    <form
      className="till-box"
      aria-labelledby="move-h"
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      noValidate
    >
      <h2 id="move-h">Cash paid in or out</h2>
      <div className="till-row">
        <SelectField
          label="Paid in or out"
          options={[
            { value: 'paid_out', label: 'Paid out of the drawer' },
            { value: 'paid_in', label: 'Paid into the drawer' },
          ]}
          error={errors.kind?.message}
          {...form.register('kind')}
        />
        <TextField label="Amount" inputMode="decimal" error={errors.amount?.message} {...form.register('amount')} />
      </div>
      <TextField label="Reason" required error={errors.reason?.message} {...form.register('reason')} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" variant="secondary" busy={save.isPending}>
        Record
      </Button>
    </form>
  );
}

export function CloseForm({ day }: { day: ZReport }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const key = useKey();
  const form = useForm<CloseDayInput>({
    resolver: zodResolver(closeDayInput, undefined, { raw: true }),
    defaultValues: {
      day_id: day.day_id,
      counts: {},
      over_short_reason: '',
      manager_pin: '',
      idempotency_key: PLACEHOLDER,
    },
  });
  const counts = useWatch({ control: form.control, name: 'counts' });
  const counted = typedCents(counts);
  const diff = counted - day.cash.expected_cents;
  const errors = form.formState.errors;
  const close = useMutation({
    mutationFn: (v: CloseDayInput) =>
      api('/pos/till/close', { json: { ...v, idempotency_key: key.current() }, schema: tillAnswerSchema }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await refreshTill(client);
      await navigate(`/pos/till/report?day_id=${a.day.day_id}`);
    },
    onError: (err) => showServerErrors(form.setError, err, ['over_short_reason', 'manager_pin']),
  });
  return (
    <form
      className="till-box"
      aria-labelledby="close-h"
      onSubmit={(e) => void form.handleSubmit((v) => close.mutate(v))(e)}
      noValidate
    >
      <h2 id="close-h">Close the day</h2>
      <p>Count the drawer by denomination.</p>
      <CountFields register={form.register} errors={errors} idPrefix="close" />
      <dl className="till-sums" aria-live="polite">
        <dt>Expected cash</dt>
        <dd>{formatCents(day.cash.expected_cents)}</dd>
        <dt>Counted</dt>
        <dd data-testid="counted">{formatCents(counted)}</dd>
        <dt>{diff < 0 ? 'Short' : diff > 0 ? 'Over' : 'Over/short'}</dt>
        <dd data-testid="over-short" className={diff === 0 ? '' : 'till-off'}>
          {formatCents(diff)}
        </dd>
      </dl>
      <TextField
        label="Over/short reason"
        required={diff !== 0}
        hint={diff === 0 ? 'Needed only when the drawer is over or short.' : undefined}
        error={errors.over_short_reason?.message}
        {...form.register('over_short_reason')}
      />
      {diff !== 0 && (
        <TextField
          label="Manager PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          hint="Needed when the drawer is over or short by more than the store's limit."
          error={errors.manager_pin?.message}
          {...form.register('manager_pin')}
        />
      )}
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" variant="danger" busy={close.isPending}>
        Close the day and print the Z report
      </Button>
    </form>
  );
}
