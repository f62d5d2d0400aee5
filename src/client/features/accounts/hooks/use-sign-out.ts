import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '#client/lib/auth-client.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { removeDeviceData, unsentDeviceData } from '#client/lib/data-on-this-device.ts';
import { notify } from '#client/lib/notify.ts';

/**
 * Signs out and forgets everything fetched as this user: every cached query goes, then the
 * visitor's landing page loads afresh. What features keep on this device for the user (journal
 * drafts) goes too, after one warning when some of it was never sent.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const mutation = useMutation({
    mutationFn: async () => {
      const warnings = user ? await unsentDeviceData(user.id) : [];
      if (warnings.length && !window.confirm(`${warnings.join(' ')} Sign out anyway?`)) return false;
      await authApi.signOut();
      if (user) await removeDeviceData(user.id);
      return true;
    },
    onSuccess: async (signedOut) => {
      if (!signedOut) return;
      queryClient.clear();
      await navigate('/', { replace: true });
    },
    onError: () =>
      void notify('error', 'Sign out failed', { description: 'Please check your connection and try again.' }),
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
