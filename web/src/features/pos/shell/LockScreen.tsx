// The lock screen (spec 001 section 6): react-hook-form with the schema POST /api/staff/unlock validates
// (common/staff, decision 0045). A wrong PIN is the server's message above the field, and the field is cleared for
// the next try.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { STAFF_MSG } from '@parts/common/messages';
import { pinSchema } from '@parts/common/staff';
import { useFlags } from '../../../app/flags-context';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { showServerErrors, SERVER_ERROR } from '../../../ui/form/server-errors';
import { LockIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/TextField';
import { logoutStaff, ROLE_LABEL, unlockRegister } from './staff-session';
import '../pos.css';

type Pin = z.infer<typeof pinSchema>;

/** Spec 001 section 6: while pos_locked the register shows only this, whatever the page behind it. */
export default function LockScreen() {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, setValue, setFocus, formState } = useForm<Pin>({
    resolver: zodResolver(pinSchema),
    defaultValues: { pin: '' },
  });
  const staff = flags.staff;
  const unlock = useMutation({
    mutationFn: (v: Pin) => unlockRegister(v.pin),
    onSuccess: () => refresh(),
    onError: (err) => {
      showServerErrors(setError, err, ['pin']);
      // The cashier retypes straight away, without reaching for the mouse.
      setValue('pin', '');
      setFocus('pin');
    },
  });
  const logout = useMutation({
    mutationFn: logoutStaff,
    onSuccess: async () => {
      await refresh();
      await navigate('/');
    },
    onError: (err) => setError(SERVER_ERROR, { type: 'server', message: errorMessage(err) }),
  });
  const busy = unlock.isPending || logout.isPending;
  const formError = formState.errors.root?.server?.message;
  const pinError = formState.errors.pin?.message;

  return (
    <main className="lock-screen">
      <title>{`Locked | ${flags.store.name}`}</title>
      <form
        className="lock-screen__panel"
        noValidate
        onSubmit={(e) => void handleSubmit((v) => !busy && unlock.mutate(v))(e)}
        aria-labelledby="lock-title"
      >
        <LockIcon size={40} />
        <h1 id="lock-title">Register locked</h1>
        <p>{STAFF_MSG.locked}</p>
        {staff && (
          <p className="lock-screen__who">
            Signed in: <strong>{staff.name}</strong> <span className="role-badge">{ROLE_LABEL[staff.role]}</span>
          </p>
        )}
        <div role="alert" className="form-alert" hidden={formError === undefined}>
          {formError}
        </div>
        <TextField
          label="PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          {...register('pin')}
          error={pinError}
          aria-invalid={formError !== undefined || pinError !== undefined ? true : undefined}
          autoFocus
          required
        />
        <Button type="submit" size="lg" block busy={unlock.isPending}>
          Unlock
        </Button>
        <a
          href="/"
          className="lock-screen__logout"
          onClick={(e) => {
            e.preventDefault();
            if (!busy) logout.mutate();
          }}
        >
          Log out
        </a>
      </form>
    </main>
  );
}
