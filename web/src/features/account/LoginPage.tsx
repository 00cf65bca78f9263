// The storefront login (spec 000 section 7): react-hook-form with the schema POST /api/account/login validates
// (common/account, decision 0045). A lazy chunk in the router, so the form library stays out of the first page.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { customerLoginSchema } from '@parts/common/account';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { showServerErrors } from '../../ui/form/server-errors';
import { PageHeading } from '../../ui/PageHeading';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { loginCustomer } from './account-api';
import { safeRedirect } from './redirect';
import './account.css';

type Login = z.infer<typeof customerLoginSchema>;
const LOGIN_FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const { flags, refresh } = useFlags();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'));
  const { register, handleSubmit, setError, formState } = useForm<Login>({
    resolver: zodResolver(customerLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;
  const login = useMutation({
    mutationFn: (v: Login) => loginCustomer(v.email, v.password),
    onSuccess: async (res) => {
      await refresh();
      toast.success(res.success);
      await navigate(next);
    },
    onError: (err) => showServerErrors(setError, err, LOGIN_FIELDS),
  });

  // Someone already logged in who opens the page goes on; a login in progress navigates itself.
  if (flags.customer && login.isIdle) return <Navigate to={next} replace />;

  const formError = errors.root?.server?.message;
  return (
    <div className="account-narrow">
      <PageHeading
        title="Account Login"
        description="Sign in to see your prices, order history, saved vehicles and wishlist."
      />
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !login.isPending && login.mutate(v))(e)}
        aria-label="Account login"
      >
        <div role="alert" className="form-alert" hidden={formError === undefined}>
          {formError}
        </div>
        <TextField
          label="E-Mail Address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
          error={errors.email?.message}
          required
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
          required
        />
        <Button type="submit" size="lg" block busy={login.isPending}>
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
