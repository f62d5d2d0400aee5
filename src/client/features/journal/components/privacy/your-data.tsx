import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { env } from '#client/lib/env.ts';
import { notify } from '#client/lib/notify.ts';
import { useDeleteAllEntries } from '#client/features/journal/api/entries.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';

/** Taking everything away as a zip, or deleting every entry (asked twice: it cannot be undone). */
export function YourData({ userId }: { userId: string }) {
  const deleteAll = useDeleteAllEntries(userId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <section aria-labelledby="data-heading" className={cardVariants()}>
        <h2 id="data-heading" className="text-lg font-bold text-indigo-950">
          Your data
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Download every entry, recording and Owl conversation as a zip file, or delete all entries.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={`${env.apiBaseUrl}/api/journal/export`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden="true" />
            Export everything
          </a>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete all entries
          </Button>
        </div>
        {deleteAll.error ? (
          <ErrorNotice
            size="inline"
            className="mt-3"
            title="Nothing was deleted"
            message={deleteAll.error.message}
          />
        ) : null}
      </section>
      <ConfirmDialog
        open={confirming}
        title="Delete all entries?"
        description="Every entry, recording and Owl conversation is deleted for good. Export them first if you want a copy."
        confirm="Delete all entries"
        busy={deleteAll.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          deleteAll.mutate(undefined, {
            onSuccess: ({ deleted }) => {
              setConfirming(false);
              void notify('success', 'Entries deleted', {
                description: `${deleted} ${deleted === 1 ? 'entry was' : 'entries were'} deleted.`,
              });
            },
          })
        }
      />
    </>
  );
}
