import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { NEW_PASSWORD, registerSchema } from '@parts/common/account';
import { useFlags } from '../../app/flags-context';
import { ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { register } from './account-api';
import { PhoneField } from './PhoneField';
import { track } from '../tracking/track';
import { safeRedirect } from './redirect';
import './account.css';

const LABELS: Record<string, string> = {
  firstname: 'First Name',
  lastname: 'Last Name',
  email: 'E-Mail',
  telephone: 'Telephone',
  password: 'Password',
  confirm: 'Password Confirm',
};

type Errors = Partial<Record<string, string>>;

export function RegisterPage() {
  const { flags, refresh } = useFlags();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'));
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  if (flags.customer && !submitting) return <Navigate to={next} replace />;

  /**
   * Field errors show in one place, under their fields (issue 10: toasts on top of them said everything twice); the
   * first field to fix gets the focus. An error that belongs to no field is still an "Uh oh!" toast.
   */
  const showErrors = (errs: Errors) => {
    setErrors(errs);
    // Focus the first field to fix once React has marked it invalid.
    window.setTimeout(() => document.querySelector<HTMLElement>('.account-form [aria-invalid="true"]')?.focus(), 0);
    for (const [field, message] of Object.entries(errs)) if (message && !LABELS[field]) toast.error(message);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(event.currentTarget);
    const body = {
      firstname: form.get('firstname'),
      lastname: form.get('lastname'),
      email: form.get('email'),
      telephone: form.get('telephone'),
      password: form.get('password'),
      confirm: form.get('confirm'),
      newsletter: form.get('newsletter') === '1',
    };
    const parsed = registerSchema.safeParse(body);
    if (!parsed.success) {
      const errs: Errors = {};
      for (const i of parsed.error.issues) errs[String(i.path[0])] ??= i.message;
      showErrors(errs);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setErrors({});
    try {
      const res = await register(body);
      track('sign_up', { method: 'email' });
      await refresh();
      toast.success(res.success);
      await navigate(next);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) showErrors({ ...err.fieldErrors });
      else toast.error(errorMessage(err));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="account-narrow">
      <PageHeading title="Register Account" description="Already have an account?">
        <p>
          <Link to="/account/login">Log in here</Link>.
        </p>
      </PageHeading>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Register account">
        <fieldset>
          <legend>Your Personal Details</legend>
          <TextField
            label={LABELS.firstname!}
            name="firstname"
            autoComplete="given-name"
            error={errors.firstname}
            required
          />
          <TextField
            label={LABELS.lastname!}
            name="lastname"
            autoComplete="family-name"
            error={errors.lastname}
            required
          />
          <TextField
            label={LABELS.email!}
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email}
            required
          />
          <PhoneField label={LABELS.telephone!} name="telephone" error={errors.telephone} required />
        </fieldset>
        <fieldset>
          <legend>Your Password</legend>
          <TextField
            label={LABELS.password!}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={NEW_PASSWORD.hint}
            error={errors.password}
            required
          />
          <TextField
            label={LABELS.confirm!}
            name="confirm"
            type="password"
            autoComplete="new-password"
            error={errors.confirm}
            required
          />
        </fieldset>
        <label className="check">
          <input type="checkbox" name="newsletter" value="1" /> Subscribe to our newsletter
        </label>
        <Button type="submit" size="lg" block busy={submitting}>
          Create Account
        </Button>
      </form>
    </div>
  );
}
