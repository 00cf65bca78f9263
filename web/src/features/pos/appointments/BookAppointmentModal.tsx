// Book Appointment (spec 001 s2 "Add an Appointment", s3 "Appointment form/data", s4 "Appointment booking", s8; issue
// 14; decision 0025): start times in steps of timeSlotLength within the store's hours, durations that fit the day,
// bays of the chosen store, single-option lists preselected, Save disabled while invalid.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { APPOINTMENT_SUCCESS_TOAST_MS } from '@parts/common/constants';
import {
  addAppointmentAnswerSchema,
  APPT_MSG,
  durationLabel,
  durationOptions,
  startTimes,
  weekdayOf,
  type AppointmentData,
} from '@parts/common/pos-appointments';
import { api, ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { PageLoading } from '../../../ui/Spinner';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
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

const only = <T,>(list: readonly T[], pick: (t: T) => number): string =>
  list.length === 1 ? String(pick(list[0]!)) : '';

function BookForm({ orderId, customerId, onClose, onBooked }: Omit<Props, 'open'>) {
  const query = orderId ? `?orderId=${orderId}` : customerId ? `?customerId=${customerId}` : '';
  const formData = useQuery(appointmentDataQuery(query));
  if (formData.error) return <QueryErrorState query={formData} />;
  if (!formData.data) return <PageLoading label="Loading the appointment form" />;
  return <Form data={formData.data} onClose={onClose} onBooked={onBooked} />;
}

function Form({ data, onClose, onBooked }: { data: AppointmentData; onClose: () => void; onBooked: () => void }) {
  const toast = useToast();
  // One key per opened form: a double click or a retry after a lost answer books once.
  const [key] = useState(() => crypto.randomUUID());
  const [location, setLocation] = useState(data.defaultLocationId === null ? '' : String(data.defaultLocationId));
  const [bay, setBay] = useState('');
  const [installer, setInstaller] = useState(only(data.installers, (i) => i.user_id));
  const [startDate, setStartDate] = useState(data.today);
  const [startTime, setStartTime] = useState('');
  const [duration, setDuration] = useState('60');
  const [status, setStatus] = useState(data.statuses[0] ? String(data.statuses[0].status_id) : '');
  const [note, setNote] = useState('');
  const [vehicle, setVehicle] = useState(only(data.vehicles, (v) => v.vehicle_id));
  const [products, setProducts] = useState<number[]>(data.products.map((p) => p.order_product_id));
  const [notify, setNotify] = useState(false);
  const [serverError, setServerError] = useState('');
  const client = useQueryClient();
  const booking = useMutation({
    mutationFn: (json: unknown) => api('/pos/order/addAppointment', { json, schema: addAppointmentAnswerSchema }),
    // The calendar and the form's data (the order's booked appointments) change with a booking.
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
  const busy = booking.isPending;

  const store = data.locations.find((l) => String(l.location_id) === location);
  const bays = useMemo(() => data.bays.filter((b) => String(b.location_id) === location), [data.bays, location]);
  const hours = store && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? (store.hours[weekdayOf(startDate)] ?? null) : null;
  const times = useMemo(() => startTimes(hours, data.timeSlotLength), [hours, data.timeSlotLength]);
  const durations = useMemo(() => (startTime ? durationOptions(hours, startTime) : []), [hours, startTime]);
  const installers = data.installers.filter(
    (i) => !/^\d{4}-\d{2}-\d{2}$/.test(startDate) || i.weekdays.includes(weekdayOf(startDate)),
  );

  // Bays follow the store; a single bay is preselected. Times and durations drop what no longer fits.
  useEffect(() => setBay(only(bays, (b) => b.bay_id)), [bays]);
  useEffect(() => {
    if (startTime && !times.includes(startTime)) setStartTime('');
  }, [times, startTime]);
  useEffect(() => {
    if (durations.length && !durations.includes(Number(duration))) setDuration(String(durations.at(-1)));
  }, [durations, duration]);

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

  const save = async () => {
    if (missing || busy) return;
    setServerError('');
    try {
      const answer = await booking.mutateAsync({
        bay_id: Number(bay),
        duration: Number(duration),
        user_id: installer ? Number(installer) : null,
        location_id: Number(location),
        appt_note: note,
        category_products: products,
        start: `${startDate} ${startTime}`,
        status_id: Number(status),
        customer_id: data.customerId,
        order_id: data.orderId,
        created_by: data.userId,
        vehicle_id: vehicle ? Number(vehicle) : null,
        notify_customer: notify,
        idempotency_key: key,
      });
      toast.success(answer.success, { ms: APPOINTMENT_SUCCESS_TOAST_MS });
      onBooked();
      onClose();
    } catch (err) {
      const message = bookingError(err);
      setServerError(message);
      toast.error(message, { staff: true });
    }
  };

  return (
    <form
      className="appt-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="appt-form__grid">
        <Select
          label="Location"
          value={location}
          onChange={setLocation}
          required
          options={data.locations.map((l) => [String(l.location_id), l.location_name])}
        />
        <Select
          label="Bay"
          value={bay}
          onChange={setBay}
          required
          options={bays.map((b) => [String(b.bay_id), b.title])}
          hint={location ? undefined : 'Choose a store first.'}
        />
        <Select
          label="Installer"
          value={installer}
          onChange={setInstaller}
          options={installers.map((i) => [String(i.user_id), i.wholename])}
          empty="No installer"
        />
        <Field label="Date" required>
          {(id) => (
            <input
              id={id}
              className="field__input"
              type="date"
              value={startDate}
              min={data.today}
              onChange={(e) => setStartDate(e.target.value)}
              aria-required
            />
          )}
        </Field>
        <Select
          label="Start time"
          value={startTime}
          onChange={setStartTime}
          required
          options={times.map((t) => [t, t])}
          hint={store && !hours ? APPT_MSG.closed : undefined}
        />
        <Select
          label="Duration"
          value={durations.includes(Number(duration)) ? duration : ''}
          onChange={setDuration}
          required
          options={durations.map((d) => [String(d), durationLabel(d)])}
        />
        <Select
          label="Status"
          value={status}
          onChange={setStatus}
          required
          options={data.statuses.map((s) => [String(s.status_id), s.name])}
        />
        <Select
          label="Vehicle"
          value={vehicle}
          onChange={setVehicle}
          options={data.vehicles.map((v) => [String(v.vehicle_id), v.title])}
          empty="No vehicle"
        />
      </div>
      {data.products.length > 0 && (
        <fieldset className="appt-form__products">
          <legend className="field__label">Products</legend>
          {data.products.map((p) => (
            <label key={p.order_product_id} className="appt-form__check">
              <input
                type="checkbox"
                checked={products.includes(p.order_product_id)}
                onChange={(e) =>
                  setProducts(
                    e.target.checked
                      ? [...products, p.order_product_id]
                      : products.filter((x) => x !== p.order_product_id),
                  )
                }
              />
              {p.quantity} × {p.name}
            </label>
          ))}
        </fieldset>
      )}
      <Field label="Note">
        {(id) => (
          <textarea
            id={id}
            className="field__input"
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <label className="appt-form__check">
        <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} /> Notify customer
      </label>
      {serverError && (
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

function Field({
  label,
  required,
  hint,
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children(id)}
      {hint && <p className="field__hint">{hint}</p>}
    </div>
  );
}

export function Select({
  label,
  value,
  onChange,
  options,
  required,
  hint,
  empty,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
  required?: boolean;
  hint?: string;
  empty?: string;
}) {
  return (
    <Field label={label} required={required} hint={hint}>
      {(id) => (
        <select
          id={id}
          className="field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required={required || undefined}
        >
          <option value="">{empty ?? (options.length ? `Choose…` : 'None available')}</option>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
