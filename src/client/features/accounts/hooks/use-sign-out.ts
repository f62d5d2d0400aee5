import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authApi } from '#client/lib/auth-client.ts';
import { notify } from '#client/lib/notify.ts';

/**
 * Signs out and forgets everything fetched as this user: every cached query goes, then the
 * visitor's landing page loads afresh.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => authApi.signOut(),
    onSuccess: async () => {
      queryClient.clear();
      await navigate('/', { replace: true });
    },
    onError: () =>
      void notify('error', 'Sign out failed', { description: 'Please check your connection and try again.' }),
  });
  return { signOut: () => mutation.mutate(), pending: mutation.isPending };
}
