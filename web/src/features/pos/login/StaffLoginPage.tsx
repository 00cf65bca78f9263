// Staff login (spec 001 section 6): react-hook-form with the schema POST /api/staff/login validates (common/staff,
// decision 0045); the server's refusal shows above the form, its field errors under their fields.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { staffLoginSchema, type StaffLogin } from '@parts/common/staff';
import { useFlags } from '../../../app/flags-context';
import { Button } from '../../../ui/Button';
import { showServerErrors } from '../../../ui/form/server-errors';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { afterStaffLogin, loginStaff } from '../shell/staff-session';
import '../pos.css';

const FIELDS = ['username', 'password'] as const;

export default function StaffLoginPage() {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const home = afterStaffLogin(useSearchParams()[0].get('redirect'));
  const { register, handleSubmit, setError, formState } = useForm<StaffLogin>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const errors = formState.errors;
  const login = useMutation({
    mutationFn: loginStaff,
    onSuccess: async () => {
      await refresh();
      await navigate(home);
    },
    onError: (err) => showServerErrors(setError, err, FIELDS),
  });
  // Fetch the POS frame while the cashier types, so the switch after login does not wait on it.
  useEffect(() => {
    void import('../shell/PosShell');
  }, []);

  // Staff already signed in go to the register; a login in progress navigates itself.
  if (flags.in_pos_mode && login.isIdle) return <Navigate to={home} replace />;

  const formError = errors.root?.server?.message;
  return (
    <div className="staff-login">
      <PageHeading
        title="Staff Login"
        description="Sign in with your staff username and password to open the register."
      />
      <form
        className="staff-login__form"
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !login.isPending && login.mutate(v))(e)}
      >
        <div role="alert" className="form-alert" hidden={formError === undefined}>
          {formError}
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...register('username')}
          error={errors.username?.message}
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
          Log In
        </Button>
      </form>
    </div>
  );
}
