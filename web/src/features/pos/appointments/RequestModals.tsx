// A storefront appointment request, confirmed into a bay and time or declined (issue 14, decision 0025). Both forms
// are react-hook-form checked with the schema their route validates (confirmRequestInput, declineRequestInput;
// decision 0066); the server's field errors show under their fields.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import type { z } from 'zod';
import {
  confirmRequestAnswerSchema,
  confirmRequestInput,
  declineRequestAnswerSchema,
  declineRequestInput,
  APPT_MSG,
  durationLabel,
  durationOptions,
  startTimes,
  hoursOn,
  type CalendarData,
  type CalendarRequest,
} from '@parts/common/pos-appointments';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { requestResolver } from '../../../ui/form/request-resolver';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { appointmentKeys } from './appointment-queries';
import { bookingError, choices, only, pickOne } from './BookAppointmentModal';

interface ConfirmValues {
  bay_id: string;
  user_id: string;
  start_date: string;
  start_time: string;
  duration: string;
}
type ConfirmRequest = z.output<typeof confirmRequestInput>;
const CONFIRM_FIELDS = ['bay_id', 'user_id', 'start_time', 'duration'] as const;
const FIELD_OF = { start: 'start_time' } as const;

export function ConfirmModal({
  request,
  data,
  onClose,
}: {
  request: CalendarRequest;
  data: CalendarData;
  onClose: () => void;
}) {
  const toast = useToast();
  const client = useQueryClient();
  const formId = useId();
  const resolver = useMemo(
    () =>
      requestResolver(
        confirmRequestInput,
        (v: ConfirmValues) => ({
          request_id: request.request_id,
          bay_id: v.bay_id,
          user_id: v.user_id,
          start: `${v.start_date} ${v.start_time}`,
          duration: v.duration,
        }),
        FIELD_OF,
      ),
    [request.request_id],
  );
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<
    ConfirmValues,
    unknown,
    ConfirmRequest
  >({
    resolver,
    defaultValues: {
      bay_id: only(data.bays, (b) => b.bay_id),
      user_id: only(data.installers, (i) => i.user_id),
      start_date: request.start_date,
      start_time: request.start_time,
      duration: String(request.duration),
    },
  });
  const errors = formState.errors;
  const confirm = useMutation({
    mutationFn: (json: ConfirmRequest) =>
      api('/pos/appointments/requests/confirm', { json, schema: confirmRequestAnswerSchema }),
    onSuccess: (answer) => {
      toast.success(answer.success);
      onClose();
    },
    onError: (err) => showServerErrors(setError, err, CONFIRM_FIELDS, FIELD_OF),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
  const busy = confirm.isPending;
  const [bay, date, time, duration] = watch(['bay_id', 'start_date', 'start_time', 'duration']);
  const hours = /^\d{4}-\d{2}-\d{2}$/.test(date) ? hoursOn(data.hours, data.holidays, date) : null;
  const times = useMemo(() => startTimes(hours, data.timeSlotLength), [hours, data.timeSlotLength]);
  const durations = time ? durationOptions(hours, time) : [];
  useEffect(() => {
    if (time && !times.includes(time)) setValue('start_time', '');
  }, [times, time, setValue]);
  const missing = !bay
    ? APPT_MSG.noBay
    : !time
      ? hours
        ? 'Choose a start time.'
        : APPT_MSG.closed
      : !durations.includes(Number(duration))
        ? 'Choose a duration.'
        : '';
  // A refusal that belongs to no field (the request was already handled) shows under the form.
  const problem = errors.root?.server?.message;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Confirm ${request.name}'s request`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <span title={missing || undefined}>
            <Button type="submit" form={formId} disabled={!!missing || busy}>
              {busy ? 'Booking…' : 'Book and notify'}
            </Button>
          </span>
        </>
      }
    >
      <p className="muted">
        Requested {request.start_date} {request.start_time} for {durationLabel(request.duration)}. {request.vehicle}
      </p>
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !missing && !busy && confirm.mutate(v))(e)}
        aria-label={`Confirm ${request.name}'s request`}
      >
        <div className="appt-form__grid">
          <SelectField
            label="Bay"
            required
            placeholder={pickOne(data.bays.length)}
            options={choices(data.bays.map((b) => [String(b.bay_id), b.title]))}
            {...register('bay_id')}
            error={errors.bay_id?.message}
          />
          <SelectField
            label="Installer"
            placeholder="No installer"
            options={choices(data.installers.map((i) => [String(i.user_id), i.wholename]))}
            {...register('user_id')}
            error={errors.user_id?.message}
          />
          <TextField label="Date" type="date" {...register('start_date')} />
          <SelectField
            label="Start time"
            required
            placeholder={pickOne(times.length)}
            options={choices(times.map((t) => [t, t]))}
            {...register('start_time')}
            error={errors.start_time?.message}
          />
          <SelectField
            label="Duration"
            required
            placeholder={pickOne(durations.length)}
            options={choices(durations.map((d) => [String(d), durationLabel(d)]))}
            {...register('duration')}
            value={durations.includes(Number(duration)) ? duration : ''}
            error={errors.duration?.message}
          />
        </div>
        {problem !== undefined && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}

type Decline = z.input<typeof declineRequestInput>;

export function DeclineModal({ request, onClose }: { request: CalendarRequest; onClose: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  const formId = useId();
  const { register, handleSubmit, setError, formState } = useForm<
    Decline,
    unknown,
    z.output<typeof declineRequestInput>
  >({
    resolver: zodResolver(declineRequestInput),
    defaultValues: { request_id: request.request_id, reason: '' },
  });
  const declining = useMutation({
    mutationFn: (json: z.output<typeof declineRequestInput>) =>
      api('/pos/appointments/requests/decline', { json, schema: declineRequestAnswerSchema }),
    onSuccess: (answer) => {
      toast.success(answer.success);
      onClose();
    },
    onError: (err) => {
      showServerErrors(setError, err, ['reason']);
      toast.error(bookingError(err), { staff: true });
    },
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
  const reasonError = formState.errors.reason?.message;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Decline ${request.name}'s request`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={declining.isPending}>
            Decline and notify
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !declining.isPending && declining.mutate(v))(e)}
        aria-label={`Decline ${request.name}'s request`}
      >
        <div className={reasonError !== undefined ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${formId}-reason`}>
            Message to the customer (optional)
          </label>
          <textarea id={`${formId}-reason`} className="field__input" rows={3} maxLength={500} {...register('reason')} />
          {reasonError !== undefined && <p className="field__error">{reasonError}</p>}
        </div>
      </form>
    </Modal>
  );
}
