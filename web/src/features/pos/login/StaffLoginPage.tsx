import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { staffLoginSchema } from '@parts/common/staff';
import { useFlags } from '../../../app/flags-context';
import { errorMessage, ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { afterStaffLogin, loginStaff } from '../shell/staff-session';
import '../pos.css';

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

export default function StaffLoginPage() {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const home = afterStaffLogin(useSearchParams()[0].get('redirect'));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // State updates are async; the ref stops a fast double click from sending two logins.
  const inFlight = useRef(false);
  // Fetch the POS frame while the cashier types, so the switch after login does not wait on it.
  useEffect(() => {
    void import('../shell/PosShell');
  }, []);

  if (flags.in_pos_mode && !submitting) return <Navigate to={home} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(event.currentTarget);
    const parsed = staffLoginSchema.safeParse({ username: form.get('username'), password: form.get('password') });
    if (!parsed.success) {
      setFieldErrors(firstErrors(z.flattenError(parsed.error).fieldErrors));
      setFormError(null);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFieldErrors({});
    setFormError(null);
    try {
      await loginStaff(parsed.data);
      await refresh();
      await navigate(home);
    } catch (err) {
      setFormError(errorMessage(err));
      if (err instanceof ApiError) setFieldErrors(pickFieldErrors(err.fieldErrors));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className="staff-login">
      <PageHeading
        title="Staff Login"
        description="Sign in with your staff username and password to open the register."
      />
      <form className="staff-login__form" noValidate onSubmit={(e) => void submit(e)}>
        <div role="alert" className="form-alert" hidden={!formError}>
          {formError}
        </div>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldErrors.username}
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
          Log In
        </Button>
      </form>
    </div>
  );
}

function firstErrors(errors: Partial<Record<Field, string[]>>): FieldErrors {
  return { username: errors.username?.[0], password: errors.password?.[0] };
}

function pickFieldErrors(errors: Readonly<Record<string, string>>): FieldErrors {
  return { username: errors.username, password: errors.password };
}
