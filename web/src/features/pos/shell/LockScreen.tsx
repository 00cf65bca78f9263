import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { STAFF_MSG } from '@parts/common/messages';
import { pinSchema } from '@parts/common/staff';
import { useFlags } from '../../../app/flags-context';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { LockIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/TextField';
import { logoutStaff, ROLE_LABEL, unlockRegister } from './staff-session';
import '../pos.css';

/** Spec 001 section 6: while pos_locked the register shows only this, whatever the page behind it. */
export default function LockScreen() {
  const { flags, refresh } = useFlags();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const staff = flags.staff;

  const unlock = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const parsed = pinSchema.safeParse({ pin: new FormData(form).get('pin') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? STAFF_MSG.badPin);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await unlockRegister(parsed.data.pin);
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
      form.reset();
      // The cashier retypes straight away, without reaching for the mouse.
      const pinInput = form.elements.namedItem('pin');
      if (pinInput instanceof HTMLInputElement) pinInput.focus();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const logout = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await logoutStaff();
      await refresh();
      await navigate('/');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <main className="lock-screen">
      <title>{`Locked | ${flags.store.name}`}</title>
      <form className="lock-screen__panel" noValidate onSubmit={(e) => void unlock(e)} aria-labelledby="lock-title">
        <LockIcon size={40} />
        <h1 id="lock-title">Register locked</h1>
        <p>{STAFF_MSG.locked}</p>
        {staff && (
          <p className="lock-screen__who">
            Signed in: <strong>{staff.name}</strong> <span className="role-badge">{ROLE_LABEL[staff.role]}</span>
          </p>
        )}
        <div role="alert" className="form-alert" hidden={!error}>
          {error}
        </div>
        <TextField
          label="PIN"
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          aria-invalid={error ? true : undefined}
          autoFocus
          required
        />
        <Button type="submit" size="lg" block busy={busy}>
          Unlock
        </Button>
        <a
          href="/"
          className="lock-screen__logout"
          onClick={(e) => {
            e.preventDefault();
            void logout();
          }}
        >
          Log out
        </a>
      </form>
    </main>
  );
}
