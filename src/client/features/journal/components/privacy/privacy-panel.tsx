import { useQuery } from '@tanstack/react-query';
import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { env } from '#client/lib/env.ts';
import { notify } from '#client/lib/notify.ts';
import { JOURNAL_PRIVACY_LINES } from '#shared/journal.ts';
import { useDeleteAllEntries } from '#client/features/journal/api/entries.ts';
import { settingsQuery, useSaveSettings } from '#client/features/journal/api/journal-queries.ts';
import { ConfirmDialog } from '#client/features/journal/components/confirm-dialog.tsx';
import { Switch } from '#client/features/journal/components/switch.tsx';
import { MemoryList } from './memory-list.tsx';

/** The privacy statement, the AI switch, the Owl's memory, export and deleting everything. */
export function PrivacyPanel({ userId }: { userId: string }) {
  const settings = useQuery(settingsQuery(userId));
  const save = useSaveSettings(userId);
  const deleteAll = useDeleteAllEntries(userId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-5">
      <section aria-labelledby="privacy-heading" className={cardVariants()}>
        <h2 id="privacy-heading" className="flex items-center gap-2 text-lg font-bold text-indigo-950">
          <ShieldCheck aria-hidden="true" className="size-5 text-teal-700" />
          Your journal is private
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-stone-700">
          {JOURNAL_PRIVACY_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-5 border-t border-stone-100 pt-5">
          {settings.error ? (
            <ErrorNotice
              size="inline"
              message={`Your settings could not be loaded: ${settings.error.message}`}
              onRetry={() => void settings.refetch()}
            />
          ) : (
            <Switch
              label="Turn AI off"
              hint="The Owl stops answering and nothing is sent to any AI provider. Your entries stay."
              checked={settings.data ? !settings.data.aiEnabled : false}
              disabled={!settings.data || save.isPending}
              onChange={(off) => save.mutate(!off)}
            />
          )}
          {save.error ? (
            <ErrorNotice
              size="inline"
              className="mt-3"
              title="Setting not saved"
              message={save.error.message}
            />
          ) : null}
        </div>
      </section>

      <MemoryList userId={userId} />

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
    </div>
  );
}
