import { useState, type FormEvent } from 'react';
import { APPOINTMENT_DURATION, APPOINTMENT_TEXT, appointmentRequestSchema } from '@parts/common/appointment';
import { APPOINTMENT_SUCCESS_TOAST_MS } from '@parts/common/constants';
import type { StoreLocation } from '@parts/common/locator';
import { api, ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';

const empty = {
  name: '',
  email: '',
  telephone: '',
  location_id: '',
  date: '',
  time: '',
  duration: String(APPOINTMENT_DURATION.default),
  vehicle: '',
  comment: '',
};
type Fields = typeof empty;
const DURATIONS = Array.from(
  { length: (APPOINTMENT_DURATION.max - APPOINTMENT_DURATION.min) / APPOINTMENT_DURATION.step + 1 },
  (_, i) => APPOINTMENT_DURATION.min + i * APPOINTMENT_DURATION.step,
);

/**
 * Schedule Appointment (spec 000 sections 2, 7, 8): the form is sent serialized; success shows "Request sent
 * successfully!" for 5 seconds, clears the form and closes the modal; errors show in the alert area.
 */
export function AppointmentModal({
  open,
  onClose,
  stores,
}: {
  open: boolean;
  onClose: () => void;
  stores: StoreLocation[];
}) {
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert('');
    const parsed = appointmentRequestSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const answer = await api<{ success: string }>('/index.php?route=information/schedule_appointment', {
        json: fields,
      });
      toast.success(answer.success || APPOINTMENT_TEXT.sent, { ms: APPOINTMENT_SUCCESS_TOAST_MS });
      setFields(empty);
      setErrors({});
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setAlert(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={APPOINTMENT_TEXT.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="appointment-form" busy={busy}>
            Send Request
          </Button>
        </>
      }
    >
      <form id="appointment-form" className="contact-form" noValidate onSubmit={(e) => void submit(e)}>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <TextField
          label="Name"
          required
          autoComplete="name"
          value={fields.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          value={fields.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label="Phone"
          required
          type="tel"
          autoComplete="tel"
          value={fields.telephone}
          error={errors.telephone}
          onChange={(e) => set('telephone', e.target.value)}
        />
        <div className={`field${errors.location_id ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="appointment-store">
            Store
          </label>
          <select
            id="appointment-store"
            className="field__input"
            value={fields.location_id}
            onChange={(e) => set('location_id', e.target.value)}
          >
            <option value="">Choose a store</option>
            {stores.map((s) => (
              <option key={s.location_id} value={s.location_id}>
                {s.location_name}
              </option>
            ))}
          </select>
          {errors.location_id && <p className="field__error">{errors.location_id}</p>}
        </div>
        <TextField
          label="Date"
          required
          type="date"
          value={fields.date}
          error={errors.date}
          onChange={(e) => set('date', e.target.value)}
        />
        <TextField
          label="Time"
          required
          type="time"
          step={900}
          value={fields.time}
          error={errors.time}
          onChange={(e) => set('time', e.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor="appointment-duration">
            Duration
          </label>
          <select
            id="appointment-duration"
            className="field__input"
            value={fields.duration}
            onChange={(e) => set('duration', e.target.value)}
          >
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d >= 60 ? `${Math.floor(d / 60)} hr${d % 60 ? ` ${d % 60} min` : ''}` : `${d} min`}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Vehicle"
          value={fields.vehicle}
          error={errors.vehicle}
          onChange={(e) => set('vehicle', e.target.value)}
        />
        <div className="field">
          <label className="field__label" htmlFor="appointment-comment">
            What do you need?
          </label>
          <textarea
            id="appointment-comment"
            className="field__input"
            rows={3}
            value={fields.comment}
            onChange={(e) => set('comment', e.target.value)}
          />
        </div>
      </form>
    </Modal>
  );
}
