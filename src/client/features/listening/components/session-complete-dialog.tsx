import { lazy, Suspense, useState } from 'react';
import { useCompletedSession } from '#client/features/listening/completion-store.ts';

// The layout mounts this on every page, the landing page too: the modal (and the dialog primitive
// under it) loads with the first completed session, not with the app.
const SessionCompleteModal = lazy(() =>
  import('#client/features/listening/components/session-complete-modal.tsx').then((module) => ({
    default: module.SessionCompleteModal,
  })),
);

/** Opens when a session with a journal prompt is completed. */
export function SessionCompleteDialog() {
  const completed = useCompletedSession();
  const [wanted, setWanted] = useState(false);
  if (completed && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SessionCompleteModal completed={completed} />
    </Suspense>
  );
}
