import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { customerLoginSchema } from '@parts/common/account';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { loginCustomer } from './account-api';
import { safeRedirect } from './redirect';
import './account.css';

export function LoginPage() {
  const { flags, refresh } = useFlags();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'));
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  if (flags.customer && !submitting) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(event.currentTarget);
    const parsed = customerLoginSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const i of parsed.error.issues) errs[String(i.path[0])] ??= i.message;
      setFieldErrors(errs);
      setFormError(null);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const res = await loginCustomer(parsed.data.email, parsed.data.password);
      await refresh();
      toast.success(res.success);
      await navigate(next);
    } catch (err) {
      setFormError(errorMessage(err));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="account-narrow">
      <PageHeading
        title="Account Login"
        description="Sign in to see your prices, order history, saved vehicles and wishlist."
      />
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Account login">
        <div role="alert" className="form-alert" hidden={!formError}>
          {formError}
        </div>
        <TextField
          label="E-Mail Address"
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldErrors.email}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.password}
          required
        />
        <Button type="submit" size="lg" block busy={submitting}>
          Login
        </Button>
      </form>
      <section className="account-aside" aria-labelledby="new-customer">
        <h2 id="new-customer">New Customer</h2>
        <p>Create an account to check out faster, keep your vehicles in My Garage and see your order history.</p>
        <Link
          className="btn btn--secondary"
          to={`/account/register${next !== DEFAULT_NEXT ? `?redirect=${encodeURIComponent(next)}` : ''}`}
        >
          Create an account
        </Link>
      </section>
    </div>
  );
}

const DEFAULT_NEXT = '/account/account';
