import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '#client/lib/auth-client.ts';
import { useAuthSession } from '#client/lib/auth-session.ts';
import { notify } from '#client/lib/notify.ts';

/**
 * Signs out and forgets everything fetched as this user: every cached query goes, then the
 * visitor's landing page loads afresh. Journal drafts kept on this device go too, after a warning
 * when some were never sent (loaded on demand: the journal's code is not in the layout's bundle).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const mutation = useMutation({
    mutationFn: async () => {
      const journal = await import('#client/features/journal/sign-out.ts');
      if (user && !(await journal.confirmJournalSignOut(user.id))) return false;
      await authApi.signOut();
      if (user) await journal.removeJournalDrafts(user.id);
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
