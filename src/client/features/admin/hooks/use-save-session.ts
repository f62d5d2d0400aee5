import { useNavigate } from 'react-router';
import { notify } from '#client/lib/notify.ts';
import type { AdminSession, AdminSessionCreate } from '#shared/schemas/admin.ts';
import { useCreateSession, useUpdateSession } from '#client/features/admin/api/admin-api.ts';

/**
 * Saving the session editor: an existing session is updated in place; a new one is created and the
 * editor moves to its address, where its media can be uploaded.
 */
export function useSaveSession(session: AdminSession | undefined) {
  const navigate = useNavigate();
  const create = useCreateSession();
  const update = useUpdateSession(session?.id ?? '');
  const save = (values: AdminSessionCreate) => {
    if (session) {
      update.mutate(values, { onSuccess: () => void notify('success', 'Session saved.') });
    } else {
      create.mutate(values, {
        onSuccess: (created) => {
          void notify('success', 'Session created. Now upload its media.');
          void navigate(`/admin/sessions/${created.id}`, { replace: true });
        },
      });
    }
  };
  const saving = session ? update : create;
  return { save, error: saving.error, isPending: saving.isPending };
}
