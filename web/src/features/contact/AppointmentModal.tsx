// Schedule Appointment (spec 000 sections 2, 7, 8): react-hook-form checked with appointmentRequestSchema, the schema
// POST /information/schedule_appointment validates (decision 0066). Success shows "Request sent successfully!" for 5
// seconds, clears the form and closes the modal; the server's field errors show under their fields.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { z } from 'zod';
import {
  APPOINTMENT_DURATION,
  APPOINTMENT_TEXT,
  appointmentRequestAnswerSchema,
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@parts/common/appointment';
import { APPOINTMENT_SUCCESS_TOAST_MS } from '@parts/common/constants';
import type { StoreLocation } from '@parts/common/locator';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { showServerErrors } from '../../ui/form/server-errors';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';

type Values = z.input<typeof appointmentRequestSchema>;
const EMPTY: Values = {
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
const FIELDS = ['name', 'email', 'telephone', 'location_id', 'date', 'time', 'duration', 'vehicle', 'comment'] as const;
const DURATIONS = Array.from(
  { length: (APPOINTMENT_DURATION.max - APPOINTMENT_DURATION.min) / APPOINTMENT_DURATION.step + 1 },
  (_, i) => APPOINTMENT_DURATION.min + i * APPOINTMENT_DURATION.step,
).map((d) => ({
  value: String(d),
  label: d >= 60 ? `${Math.floor(d / 60)} hr${d % 60 ? ` ${d % 60} min` : ''}` : `${d} min`,
}));

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
  const formId = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, AppointmentRequest>({
    resolver: zodResolver(appointmentRequestSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const send = useMutation({
    mutationFn: (json: AppointmentRequest) =>
      api('/index.php?route=information/schedule_appointment', { json, schema: appointmentRequestAnswerSchema }),
    onSuccess: (answer) => {
      toast.success(answer.success || APPOINTMENT_TEXT.sent, { ms: APPOINTMENT_SUCCESS_TOAST_MS });
      reset(EMPTY);
      onClose();
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  const alert = errors.root?.server?.message;

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
          <Button type="submit" form={formId} busy={send.isPending}>
            Send Request
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="contact-form"
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !send.isPending && send.mutate(v))(e)}
      >
        {alert !== undefined && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <TextField label="Name" required autoComplete="name" {...register('name')} error={errors.name?.message} />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Phone"
          required
          type="tel"
          autoComplete="tel"
          {...register('telephone')}
          error={errors.telephone?.message}
        />
        <SelectField
          label="Store"
          placeholder="Choose a store"
          options={stores.map((s) => ({ value: String(s.location_id), label: s.location_name }))}
          {...register('location_id')}
          error={errors.location_id?.message}
        />
        <TextField label="Date" required type="date" {...register('date')} error={errors.date?.message} />
        <TextField label="Time" required type="time" step={900} {...register('time')} error={errors.time?.message} />
        <SelectField label="Duration" options={DURATIONS} {...register('duration')} error={errors.duration?.message} />
        <TextField label="Vehicle" {...register('vehicle')} error={errors.vehicle?.message} />
        <div className={errors.comment ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${formId}-comment`}>
            What do you need?
          </label>
          <textarea id={`${formId}-comment`} className="field__input" rows={3} {...register('comment')} />
          {errors.comment && <p className="field__error">{errors.comment.message}</p>}
        </div>
      </form>
    </Modal>
  );
}
