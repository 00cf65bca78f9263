import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KIOSK_STAFF_HOLD_MS, KIOSK_TEXT, kioskStaffSchema, type KioskStaff } from '@parts/common/kiosk';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { showServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/TextField';
import { kioskStaffSignIn } from './kiosk-api';

/**
 * The way in for staff on a locked-down kiosk, which has no address bar (issue 31, decision 0052): holding the splash's
 * top left corner for two seconds opens a sign-in with username and PIN. A shopper's tap does nothing; a keyboard's Enter on
 * the focused corner opens it at once (staff with a keyboard).
 */
export function KioskStaffCorner() {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | null>(null);
  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <>
      <button
        type="button"
        className="kiosk-staff-corner"
        aria-label={KIOSK_TEXT.staffCorner}
        onPointerDown={() => {
          cancel();
          timer.current = window.setTimeout(() => setOpen(true), KIOSK_STAFF_HOLD_MS);
        }}
        onPointerUp={cancel}
        onPointerLeave={cancel}
        onPointerCancel={cancel}
        onContextMenu={(e) => e.preventDefault()}
        onClick={(e) => {
          if (e.detail === 0) setOpen(true);
        }}
      />
      {open && <StaffSignIn onClose={() => setOpen(false)} />}
    </>
  );
}

function StaffSignIn({ onClose }: { onClose: () => void }) {
  const { refresh } = useFlags();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm<KioskStaff>({
    resolver: zodResolver(kioskStaffSchema),
    defaultValues: { username: '', pin: '' },
  });
  const signIn = useMutation({
    mutationFn: kioskStaffSignIn,
    onSuccess: async () => {
      await refresh();
      await navigate('/pos/kiosk');
    },
    onError: (err) => showServerErrors(setError, err, ['username', 'pin']),
  });
  const submit = handleSubmit((body) => signIn.mutate(body));
  return (
    <Modal open onClose={onClose} title={KIOSK_TEXT.staffHeading} size="sm">
      <form className="kiosk-staff-signin" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Username"
          autoComplete="username"
          required
          {...register('username')}
          error={formState.errors.username?.message}
        />
        <TextField
          label="PIN"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          {...register('pin')}
          error={formState.errors.pin?.message}
        />
        {signIn.error && (
          <p className="field__error" role="alert">
            {errorMessage(signIn.error)}
          </p>
        )}
        <Button type="submit" size="lg" block busy={signIn.isPending || signIn.isSuccess}>
          Sign in
        </Button>
      </form>
    </Modal>
  );
}
