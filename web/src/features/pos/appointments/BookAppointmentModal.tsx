// Book Appointment (spec 001 s2 "Add an Appointment", s3 "Appointment form/data", s4 "Appointment booking", s8; issue
// 14; decision 0025): start times in steps of timeSlotLength within the store's hours, durations that fit the day,
// bays of the chosen store, single-option lists preselected, Save disabled while invalid. The form is react-hook-form
// checked with addAppointmentInput, the schema the route validates (decision 0066); the date and time are its `start`.
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { APPOINTMENT_SUCCESS_TOAST_MS } from '@parts/common/constants';
import {
  addAppointmentAnswerSchema,
  addAppointmentInput,
  APPT_MSG,
  durationLabel,
  durationOptions,
  startTimes,
  hoursOn,
  weekdayOf,
  type AppointmentData,
} from '@parts/common/pos-appointments';
import type { z } from 'zod';
import { api, ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { requestResolver } from '../../../ui/form/request-resolver';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { newKey } from '../../../ui/new-key';
import { appointmentDataQuery, appointmentKeys } from './appointment-queries';
import './appointments.css';

interface Props {
  open: boolean;
  orderId: number | null;
  /** From the cart before it is an order: its customer (the order's customer wins when there is an order). */
  customerId?: number | null;
  onClose: () => void;
  onBooked: () => void;
}

export function BookAppointmentModal({ open, orderId, customerId = null, onClose, onBooked }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Add an Appointment" size="lg">
      <BookForm orderId={orderId} customerId={customerId} onClose={onClose} onBooked={onBooked} />
    </Modal>
  );
}

/** A failed call shows the server's text; no answer at all shows the spec's "Failed to book appointment". */
export function bookingError(err: unknown): string {
  return err instanceof ApiError && err.status > 0 && err.message ? err.message : APPT_MSG.failed;
}

/** The one choice of a single-option list, preselected; otherwise no choice. */
export const only = <T,>(list: readonly T[], pick: (t: T) => number): string =>
  list.length === 1 ? String(pick(list[0]!)) : '';

/** A select's choices from [value, text] pairs. */
export const choices = (list: [string, string][]) => list.map(([value, label]) => ({ value, label }));
export const pickOne = (count: number) => (count > 0 ? 'Choose…' : 'None available');

/** The form's fields: the request's, as the controls hold them, with `start` as its date and its time. */
interface BookValues {
  location_id: string;
  bay_id: string;
  user_id: string;
  start_date: string;
  start_time: string;
  duration: string;
  status_id: string;
  vehicle_id: string;
  appt_note: string;
  category_products: string[];
  notify_customer: boolean;
}
type BookRequest = z.output<typeof addAppointmentInput>;
const FIELDS = [
  'location_id',
  'bay_id',
  'user_id',
  'start_time',
  'duration',
  'status_id',
  'vehicle_id',
  'appt_note',
] as const;
const FIELD_OF = { start: 'start_time' } as const;

function BookForm({ orderId, customerId, onClose, onBooked }: Omit<Props, 'open'>) {
  const query = orderId ? `?orderId=${orderId}` : customerId ? `?customerId=${customerId}` : '';
  const formData = useQuery(appointmentDataQuery(query));
  if (formData.error) return <QueryErrorState query={formData} />;
  if (!formData.data) return <PageLoading label="Loading the appointment form" />;
  return <Form data={formData.data} onClose={onClose} onBooked={onBooked} />;
}

function Form({ data, onClose, onBooked }: { data: AppointmentData; onClose: () => void; onBooked: () => void }) {
  const toast = useToast();
  const client = useQueryClient();
  // One key per opened form: a double click or a retry after a lost answer books once.
  const [key] = useState(newKey);
  const noteId = useId();
  const resolver = useMemo(
    () =>
      requestResolver(
        addAppointmentInput,
        (v: BookValues) => ({
          bay_id: v.bay_id,
          duration: v.duration,
          user_id: v.user_id,
          location_id: v.location_id,
          appt_note: v.appt_note,
          category_products: v.category_products,
          start: `${v.start_date} ${v.start_time}`,
          status_id: v.status_id,
          customer_id: data.customerId,
          order_id: data.orderId,
          created_by: data.userId,
          vehicle_id: v.vehicle_id,
          notify_customer: v.notify_customer,
          idempotency_key: key,
        }),
        FIELD_OF,
      ),
    [data.customerId, data.orderId, data.userId, key],
  );
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<BookValues, unknown, BookRequest>({
    resolver,
    defaultValues: {
      location_id: data.defaultLocationId === null ? '' : String(data.defaultLocationId),
      bay_id: '',
      user_id: only(data.installers, (i) => i.user_id),
      start_date: data.today,
      start_time: '',
      duration: '60',
      status_id: data.statuses[0] ? String(data.statuses[0].status_id) : '',
      vehicle_id: only(data.vehicles, (v) => v.vehicle_id),
      appt_note: '',
      category_products: data.products.map((p) => String(p.order_product_id)),
      notify_customer: false,
    },
  });
  const errors = formState.errors;
  const booking = useMutation({
    mutationFn: (json: BookRequest) => api('/pos/order/addAppointment', { json, schema: addAppointmentAnswerSchema }),
    onSuccess: (answer) => {
      toast.success(answer.success, { ms: APPOINTMENT_SUCCESS_TOAST_MS });
      onBooked();
      onClose();
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS, FIELD_OF);
      toast.error(bookingError(err), { staff: true });
    },
    // The calendar and the form's data (the order's booked appointments) change with a booking.
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
  const busy = booking.isPending;

  const [location, bay, startDate, startTime, duration, status] = watch([
    'location_id',
    'bay_id',
    'start_date',
    'start_time',
    'duration',
    'status_id',
  ]);
  const store = data.locations.find((l) => String(l.location_id) === location);
  const bays = useMemo(() => data.bays.filter((b) => String(b.location_id) === location), [data.bays, location]);
  const hours = store && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? hoursOn(store.hours, store.holidays, startDate) : null;
  const times = useMemo(() => startTimes(hours, data.timeSlotLength), [hours, data.timeSlotLength]);
  const durations = useMemo(() => (startTime ? durationOptions(hours, startTime) : []), [hours, startTime]);
  const installers = data.installers.filter(
    (i) => !/^\d{4}-\d{2}-\d{2}$/.test(startDate) || i.weekdays.includes(weekdayOf(startDate)),
  );

  // Bays follow the store; a single bay is preselected. Times and durations drop what no longer fits.
  useEffect(
    () =>
      setValue(
        'bay_id',
        only(bays, (b) => b.bay_id),
      ),
    [bays, setValue],
  );
  useEffect(() => {
    if (startTime && !times.includes(startTime)) setValue('start_time', '');
  }, [times, startTime, setValue]);
  useEffect(() => {
    if (durations.length && !durations.includes(Number(duration))) setValue('duration', String(durations.at(-1)));
  }, [durations, duration, setValue]);

  // Save stays disabled, with the reason beside it, until the booking is whole (decision 0025).
  const missing = !data.customerId
    ? APPT_MSG.customerRequired
    : !location
      ? 'Choose a store.'
      : !bay
        ? APPT_MSG.noBay
        : !startTime
          ? store && !hours
            ? APPT_MSG.closed
            : 'Choose a start time.'
          : !durations.includes(Number(duration))
            ? 'Choose a duration.'
            : !status
              ? 'Choose a status.'
              : '';
  const serverError = errors.root?.server?.message;

  return (
    <form
      className="appt-form"
      noValidate
      onSubmit={(e) => void handleSubmit((v) => !missing && !busy && booking.mutate(v))(e)}
    >
      <div className="appt-form__grid">
        <SelectField
          label="Location"
          required
          placeholder={pickOne(data.locations.length)}
          options={choices(data.locations.map((l) => [String(l.location_id), l.location_name]))}
          {...register('location_id')}
          error={errors.location_id?.message}
        />
        <SelectField
          label="Bay"
          required
          placeholder={pickOne(bays.length)}
          options={choices(bays.map((b) => [String(b.bay_id), b.title]))}
          hint={location ? undefined : 'Choose a store first.'}
          {...register('bay_id')}
          error={errors.bay_id?.message}
        />
        <SelectField
          label="Installer"
          placeholder="No installer"
          options={choices(installers.map((i) => [String(i.user_id), i.wholename]))}
          {...register('user_id')}
          error={errors.user_id?.message}
        />
        <TextField label="Date" type="date" min={data.today} required {...register('start_date')} />
        <SelectField
          label="Start time"
          required
          placeholder={pickOne(times.length)}
          options={choices(times.map((t) => [t, t]))}
          hint={store && !hours ? APPT_MSG.closed : undefined}
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
        <SelectField
          label="Status"
          required
          placeholder={pickOne(data.statuses.length)}
          options={choices(data.statuses.map((s) => [String(s.status_id), s.name]))}
          {...register('status_id')}
          error={errors.status_id?.message}
        />
        <SelectField
          label="Vehicle"
          placeholder="No vehicle"
          options={choices(data.vehicles.map((v) => [String(v.vehicle_id), v.title]))}
          {...register('vehicle_id')}
          error={errors.vehicle_id?.message}
        />
      </div>
      {data.products.length > 0 && (
        <fieldset className="appt-form__products">
          <legend className="field__label">Products</legend>
          {data.products.map((p) => (
            <label key={p.order_product_id} className="appt-form__check">
              <input type="checkbox" value={String(p.order_product_id)} {...register('category_products')} />
              {p.quantity} × {p.name}
            </label>
          ))}
        </fieldset>
      )}
      <div className={errors.appt_note ? 'field field--invalid' : 'field'}>
        <label htmlFor={noteId} className="field__label">
          Note
        </label>
        <textarea id={noteId} className="field__input" rows={2} maxLength={1000} {...register('appt_note')} />
        {errors.appt_note && <p className="field__error">{errors.appt_note.message}</p>}
      </div>
      <label className="appt-form__check">
        <input type="checkbox" {...register('notify_customer')} /> Notify customer
      </label>
      {serverError !== undefined && (
        <p className="field__error" role="alert">
          {serverError}
        </p>
      )}
      <div className="appt-form__actions">
        {missing && <span className="muted appt-form__why">{missing}</span>}
        <Button variant="secondary" type="button" onClick={onClose}>
          Cancel
        </Button>
        <span title={missing || undefined}>
          <Button type="submit" disabled={!!missing || busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </span>
      </div>
    </form>
  );
}
