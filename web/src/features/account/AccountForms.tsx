// The account page's two forms (decision 0045): react-hook-form with the schemas the routes validate (common/account),
// the server's field errors on their fields, its message as a toast.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  detailsSchema,
  maskPhone,
  NEW_PASSWORD,
  passwordChangeSchema,
  type Account,
  type Details,
} from '@parts/common/account';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { showServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { changePassword, saveDetails } from './account-api';
import { accountKeys } from './account-queries';
import { PHONE_INPUT } from './phone-input';

const DETAIL_FIELDS = ['firstname', 'lastname', 'email', 'telephone', 'newsletter'] as const;
const PASSWORD_FIELDS = ['current_password', 'password', 'confirm'] as const;
type PasswordChange = z.infer<typeof passwordChangeSchema>;

export function DetailsSection({ account }: { account: Account }) {
  const { refresh } = useFlags();
  const toast = useToast();
  const client = useQueryClient();
  const c = account.customer;
  const { register, handleSubmit, setError, setValue, formState } = useForm<
    z.input<typeof detailsSchema>,
    unknown,
    Details
  >({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      telephone: maskPhone(c.telephone),
      newsletter: c.newsletter,
    },
  });
  const errors = formState.errors;

  const save = useMutation({
    mutationFn: saveDetails,
    onSuccess: async (res) => {
      // The answer carries the account as saved: it replaces the cached one (no second request).
      client.setQueryData(accountKeys.account(), res.account);
      toast.success(res.success);
      await refresh();
    },
    onError: (err) => {
      showServerErrors(setError, err, DETAIL_FIELDS);
      toast.error(errorMessage(err));
    },
  });
  const submit = handleSubmit((body) => save.mutate(body));

  return (
    <section className="account-card" aria-labelledby="details-heading">
      <h2 id="details-heading">My Account Information</h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Account details">
        <div className="form-row">
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
        </div>
        <TextField
          label="E-Mail"
          type="email"
          autoComplete="email"
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
        <label className="check">
          <input type="checkbox" {...register('newsletter')} /> Subscribe to our newsletter
        </label>
        <Button type="submit" busy={save.isPending}>
          Save Details
        </Button>
      </form>
    </section>
  );
}

export function PasswordSection() {
  const toast = useToast();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', password: '', confirm: '' },
  });
  const errors = formState.errors;

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (res) => {
      reset();
      toast.success(res.success);
    },
    onError: (err) => {
      showServerErrors(setError, err, PASSWORD_FIELDS);
      toast.error(errorMessage(err));
    },
  });
  const submit = handleSubmit((body) => change.mutate(body));

  return (
    <section className="account-card" aria-labelledby="password-heading">
      <h2 id="password-heading">Change Password</h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Change password">
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...register('current_password')}
          error={errors.current_password?.message}
          required
        />
        <TextField
          label="New Password"
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
        <Button type="submit" busy={change.isPending}>
          Change Password
        </Button>
      </form>
    </section>
  );
}
