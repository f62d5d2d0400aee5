import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { cardVariants } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { JOURNAL_PRIVACY_LINES } from '#shared/journal.ts';
import { settingsQuery, useSaveSettings } from '#client/features/journal/api/journal-queries.ts';
import { Switch } from '#client/features/journal/components/switch.tsx';

/** What the journal promises about privacy, with the switch that keeps AI out of it altogether. */
export function AiPrivacy({ userId }: { userId: string }) {
  const settings = useQuery(settingsQuery(userId));
  const save = useSaveSettings(userId);
  return (
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
  );
}
