// Resetting a staff member's PIN or password (issue 27): the manager types the new one; a new password also ends the
// user's sessions (the server says so in its answer).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { staffPasswordResetSchema, staffPinResetSchema, type StaffRow } from '@parts/common/staff-admin';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { resetStaffPassword, resetStaffPin } from './staff-api';

interface Props {
  user: StaffRow;
  which: 'pin' | 'password';
  onClose: () => void;
}

export function SecretReset({ user, which, onClose }: Props) {
  const toast = useToast();
  const isPin = which === 'pin';
  const { register, handleSubmit, setError, formState } = useForm<{ user_id: number; pin?: string; password?: string }>(
    {
      // One form for either reset: the schema of the one being reset checks it (user_id and the pin or the password).
      resolver: zodResolver(isPin ? staffPinResetSchema : staffPasswordResetSchema) as never,
      defaultValues: { user_id: user.user_id },
    },
  );
  const reset = useMutation({
    mutationFn: (secret: string) =>
      isPin ? resetStaffPin(user.user_id, secret) : resetStaffPassword(user.user_id, secret),
    onSuccess: (a) => {
      toast.success(a.success);
      onClose();
    },
    onError: (err) => showServerErrors(setError, err, [which]),
  });
  const submit = handleSubmit((body) => reset.mutate((isPin ? body.pin : body.password) ?? ''));
  const label = isPin ? 'New PIN' : 'New password';
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={`${isPin ? 'Reset PIN' : 'Reset password'}: ${user.firstname} ${user.lastname}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="secret-reset" busy={reset.isPending}>
            {isPin ? 'Reset PIN' : 'Reset password'}
          </Button>
        </>
      }
    >
      <form id="secret-reset" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={label}
          type="password"
          inputMode={isPin ? 'numeric' : undefined}
          autoComplete="new-password"
          required
          autoFocus
          hint={isPin ? '4 to 8 digits.' : 'At least 8 characters. Their sessions end.'}
          {...register(which)}
          error={formState.errors[which]?.message}
        />
      </form>
    </Modal>
  );
}
