import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { KIOSK_TEXT, kioskSubmitSchema } from '@parts/common/kiosk';
import { useFlags } from '../../app/flags-context';
import { ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { submitKiosk } from './kiosk-api';
import './kiosk.css';

type Field = 'firstname' | 'lastname' | 'telephone' | 'email';

/** A key per cart visit, so a double tap makes one order (crypto.randomUUID needs https, which a store LAN may lack). */
const newKey = () => `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * Kiosk checkout (spec 000 section 4): Submit to Buy sends the cart to the counter as an order with status kiosk,
 * picked up at this store and paid there; then the kiosk goes home for the next shopper.
 */
export function KioskSubmit() {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({
    firstname: '',
    lastname: '',
    telephone: '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [key] = useState(newKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = kioskSubmitSchema.safeParse({ ...values, idempotency_key: key });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        next[f] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await submitKiosk(parsed.data);
      toast.success(answer.success);
      await refresh().catch(() => undefined);
      await navigate(answer.redirect || '/');
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors as Partial<Record<Field, string>>);
      toast.error(errorMessage(err));
      setBusy(false);
    }
  };

  const field = (
    name: Field,
    label: string,
    extra: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      {...extra}
    />
  );

  return (
    <form className="kiosk-submit" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="kiosk-submit-title">
      <h2 id="kiosk-submit-title" className="kiosk-submit__title">
        Pick up at {flags.store.current_location?.location_name ?? 'this store'}
      </h2>
      <p className="kiosk-submit__note">
        Pay at the counter when you collect. We will call you if anything is missing.
      </p>
      {field('firstname', 'First Name', { required: true, autoComplete: 'given-name' })}
      {field('lastname', 'Last Name', { required: true, autoComplete: 'family-name' })}
      {field('telephone', 'Telephone', { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      {field('email', 'Email (optional)', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      <Button type="submit" size="lg" block busy={busy}>
        {KIOSK_TEXT.submitToBuy}
      </Button>
    </form>
  );
}
