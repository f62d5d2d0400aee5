import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { errorText } from '#client/components/ui/query-state.tsx';
import { notify } from '#client/lib/notify.ts';
import type { AdminSession } from '#shared/schemas/admin.ts';
import { useRemoveSession } from '#client/features/admin/api/admin-api.ts';

/** Removing a session, asked twice; the server decides whether it is deleted or deactivated. */
export function RemoveSessionCard({ session }: { session: AdminSession }) {
  const navigate = useNavigate();
  const remove = useRemoveSession();
  const [confirming, setConfirming] = useState(false);
  const removeNow = () =>
    remove.mutate(session.id, {
      onSuccess: (result) => {
        void notify('success', result.outcome === 'deleted' ? 'Session deleted.' : 'Session deactivated.');
        if (result.outcome === 'deleted') void navigate('/admin/sessions');
        setConfirming(false);
      },
    });
  return (
    <Card>
      <h3 className="text-lg font-semibold text-indigo-950">Remove</h3>
      <p className="mt-1 text-sm text-stone-600">
        A session someone has listened to is deactivated instead, so their history stays whole.
      </p>
      {remove.error ? <ErrorNotice size="inline" className="mt-3" {...errorText(remove.error)} /> : null}
      {confirming ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" disabled={remove.isPending} onClick={removeNow}>
            Yes, remove it
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="outline" className="mt-3" onClick={() => setConfirming(true)}>
          Remove session
        </Button>
      )}
    </Card>
  );
}
