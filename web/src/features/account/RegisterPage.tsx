// The storefront registration (spec 000 section 7): react-hook-form with the schema POST /checkout/cart/processPost
// validates (common/account, decision 0045). A lazy chunk in the router, so the form library stays out of the first page.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { maskPhone, NEW_PASSWORD, registerSchema, type Register } from '@parts/common/account';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { showServerErrors } from '../../ui/form/server-errors';
import { PageHeading } from '../../ui/PageHeading';
import { hasFieldErrors } from '../../ui/query/errors';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { register as registerAccount } from './account-api';
import { PHONE_INPUT } from './phone-input';
import { track } from '../tracking/track';
import { safeRedirect } from './redirect';
import './account.css';

const FIELDS = ['firstname', 'lastname', 'email', 'telephone', 'password', 'confirm', 'newsletter'] as const;

export function RegisterPage() {
  const { flags, refresh } = useFlags();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'));
  const { register, handleSubmit, setError, setValue, setFocus, formState } = useForm<
    z.input<typeof registerSchema>,
    unknown,
    Register
  >({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      telephone: '',
      password: '',
      confirm: '',
      newsletter: false,
    },
  });
  const errors = formState.errors;
  const create = useMutation({
    mutationFn: (body: Register) => registerAccount(body),
    onSuccess: async (res) => {
      track('sign_up', { method: 'email' });
      await refresh();
      toast.success(res.success);
      await navigate(next);
    },
    /**
     * Field errors show in one place, under their fields (issue 10: toasts on top of them said everything twice); the
     * first field to fix gets the focus. An error that belongs to no field is still an "Uh oh!" toast.
     */
    onError: (err) => {
      if (!hasFieldErrors(err)) {
        toast.error(errorMessage(err));
        return;
      }
      showServerErrors(setError, err, FIELDS);
      const first = FIELDS.find((f) => f in err.fieldErrors);
      if (first !== undefined) setFocus(first);
    },
  });

  // Someone already logged in who opens the page goes on; a registration in progress navigates itself.
  if (flags.customer && create.isIdle) return <Navigate to={next} replace />;

  return (
    <div className="account-narrow">
      <PageHeading title="Register Account" description="Already have an account?">
        <p>
          <Link to="/account/login">Log in here</Link>.
        </p>
      </PageHeading>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !create.isPending && create.mutate(v))(e)}
        aria-label="Register account"
      >
        <fieldset>
          <legend>Your Personal Details</legend>
          <TextField
            label="First Name"
            autoComplete="given-name"
            {...register('firstname')}
            error={errors.firstname?.message}
            required
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            {...register('lastname')}
            error={errors.lastname?.message}
            required
          />
          <TextField
            label="E-Mail"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...register('email')}
            error={errors.email?.message}
            required
          />
          <TextField
            label="Telephone"
            {...PHONE_INPUT}
            {...register('telephone', {
              onChange: (e: { target: HTMLInputElement }) => setValue('telephone', maskPhone(e.target.value)),
            })}
            error={errors.telephone?.message}
            required
          />
        </fieldset>
        <fieldset>
          <legend>Your Password</legend>
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={NEW_PASSWORD.hint}
            {...register('password')}
            error={errors.password?.message}
            required
          />
          <TextField
            label="Password Confirm"
            type="password"
            autoComplete="new-password"
            {...register('confirm')}
            error={errors.confirm?.message}
            required
          />
        </fieldset>
        <label className="check">
          <input type="checkbox" {...register('newsletter')} /> Subscribe to our newsletter
        </label>
        <Button type="submit" size="lg" block busy={create.isPending}>
          Create Account
        </Button>
      </form>
    </div>
  );
}
