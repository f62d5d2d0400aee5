import { useQuery } from '@tanstack/react-query';
import { CloudOff, HardDrive, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Artwork } from '#client/components/artwork.tsx';
import { PlaySessionButton } from '#client/components/session/play-session-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import type { DownloadRecord } from '#client/entities/downloads/download-store.ts';
import { canDownload, downloadKeys, downloads, useDownloads } from '#client/entities/downloads/downloads.ts';
import { useOnline } from '#client/lib/network-status.ts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long' });

/** The browser's own figures for this site's storage (StorageManager), when it shares them. */
function useStorageEstimate() {
  return useQuery({
    queryKey: [...downloadKeys.all, 'storage'],
    queryFn: async () => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
    networkMode: 'always',
  });
}

/**
 * /downloads: the sessions on this device for offline listening, the storage they use and what is
 * left, removing one or all; offline, also what still works without the network.
 */
export function DownloadsPage() {
  const { user } = useAuthSession();
  const online = useOnline();
  const list = useDownloads(user?.id ?? null);
  const storage = useStorageEstimate();
  const items = list.data ?? [];
  const used = items.reduce((sum, item) => sum + item.bytes, 0);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <title>Downloads · Founder Flow</title>
      <h1 className="text-3xl font-bold tracking-tight text-indigo-950">Downloads</h1>
      <p className="mt-2 text-stone-700">Sessions kept on this device, to listen without a connection.</p>

      {!online && <OfflineNotice />}

      {!user ? (
        <p className="mt-8 text-stone-700">
          <Link to="/auth?redirect=/downloads" className="font-semibold text-teal-800 underline">
            Sign in
          </Link>{' '}
          to download sessions and listen without a connection.
        </p>
      ) : !canDownload() ? (
        <p className="mt-8 text-stone-700">This browser cannot keep sessions for offline listening.</p>
      ) : list.isPending ? (
        <div className="mt-10">
          <Spinner label="Loading downloads" />
        </div>
      ) : (
        <>
          <p className="mt-6 flex items-center gap-2 text-sm text-stone-700" aria-live="polite">
            <HardDrive aria-hidden="true" className="size-4 text-indigo-800" />
            {`${items.length} ${items.length === 1 ? 'session' : 'sessions'}, ${formatBytes(used)}`}
            {storage.data?.quota !== undefined &&
              ` · ${formatBytes(Math.max(0, storage.data.quota - (storage.data.usage ?? 0)))} available on this device`}
          </p>
          {items.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-stone-300 p-6 text-stone-700">
              Nothing downloaded yet. Use Download on a session or a coaching path to keep it here.{' '}
              <Link to="/sessions" className="font-semibold text-teal-800 underline">
                Browse sessions
              </Link>
            </p>
          ) : (
            <>
              <ul className="mt-6 space-y-3">
                {items.map((item) => (
                  <DownloadRow key={item.sessionId} item={item} />
                ))}
              </ul>
              <Button
                variant="outline"
                className="mt-6"
                onClick={() => {
                  if (window.confirm('Remove all downloaded sessions from this device?'))
                    void downloads.removeAll(user.id);
                }}
              >
                <Trash2 aria-hidden="true" />
                Remove all downloads
              </Button>
            </>
          )}
        </>
      )}
    </div>
  );
}

/** Offline, what still works without the network and what waits for it. */
function OfflineNotice() {
  return (
    <section aria-labelledby="offline-now" className="mt-6 rounded-2xl bg-indigo-50 p-5 text-indigo-950">
      <h2 id="offline-now" className="flex items-center gap-2 font-semibold">
        <CloudOff aria-hidden="true" className="size-4" /> Without the network
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        <li>Your downloads play, and your progress is saved when you are back online.</li>
        <li>
          <Link to="/journal" className="font-semibold underline underline-offset-2">
            Journal drafts
          </Link>{' '}
          are kept on this device until they can be sent.
        </li>
        <li>Browsing, new sessions, ratings and the AI Owl need the network.</li>
      </ul>
    </section>
  );
}

function DownloadRow({ item }: { item: DownloadRecord }) {
  const titleId = `download-${item.sessionId}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex items-center gap-3 rounded-2xl border border-stone-200/80 bg-white p-4"
    >
      <Artwork artwork={item.artwork} size={48} />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold text-indigo-950">
          {item.title}
        </p>
        <p className="text-sm text-stone-600">
          {[
            item.coachName ?? 'Founder Flow',
            formatBytes(item.bytes),
            item.expiresAt ? `available offline until ${dateFormat.format(item.expiresAt)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <PlaySessionButton
        size="sm"
        session={{
          id: item.sessionId,
          title: item.title,
          type: item.type,
          coachName: item.coachName,
          isPremium: item.isPremium,
        }}
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={`Remove download: ${item.title}`}
        onClick={() => void downloads.remove(item.userId, item.sessionId)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
