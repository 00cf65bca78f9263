import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { useToast } from '../../ui/toast/toast-context';
import { logoutCustomer } from './account-api';

/** Logs the customer out (GET /account/logout/clearSession), re-reads the flags and goes home. */
export function useLogout(): { logout: () => void; busy: boolean } {
  const { refresh } = useFlags();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(() => {
    setBusy(true);
    logoutCustomer()
      .then(async (res) => {
        // Leave first: an account page re-rendering without a customer would bounce to the login page.
        await navigate('/');
        await refresh();
        toast.success(res.success);
      })
      .catch((err: unknown) => toast.error(errorMessage(err)))
      .finally(() => setBusy(false));
  }, [refresh, toast, navigate]);
  return { logout, busy };
}
