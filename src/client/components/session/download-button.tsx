import { Check, Download, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { usePremiumLock } from '#client/components/session/play-session-button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import type { DownloadableSession } from '#client/entities/downloads/download-store.ts';
import {
  canDownload,
  downloads,
  useDownloadProgress,
  useDownloads,
} from '#client/entities/downloads/downloads.ts';
import { playerStore } from '#client/entities/player/player-store.ts';

export function percentOf(progress: { received: number; total: number | null }): number | null {
  return progress.total ? Math.min(100, Math.floor((progress.received / progress.total) * 100)) : null;
}

/** Downloads a session, explaining a refusal the way the play buttons do. */
export async function startDownload(userId: string, session: DownloadableSession): Promise<boolean> {
  try {
    await downloads.download(userId, session);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'premium_required') {
      playerStore.offerPremium({
        sessionId: session.id,
        title: session.title,
        type: session.type,
        coachName: session.coachName,
      });
    } else {
      void notify('error', 'Download failed', {
        description: `${session.title} could not be saved on this device. Please try again.`,
      });
    }
    return false;
  }
}

/**
 * 'Download' for offline listening, for signed-in users who may play the session: its progress while
 * it runs, then 'Downloaded' with a way to remove it. Nothing for visitors or a locked premium session.
 */
export function DownloadButton({
  session,
  size = 'sm',
}: {
  session: DownloadableSession;
  size?: 'sm' | 'lg';
}) {
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  const locked = usePremiumLock(session.isPremium);
  const list = useDownloads(userId);
  const progress = useDownloadProgress(userId, session.id);
  if (!userId || locked || !canDownload()) return null;

  if (progress) {
    const percent = percentOf(progress);
    return (
      <Button variant="outline" size={size} disabled aria-label={`Downloading: ${session.title}`}>
        <LoaderCircle aria-hidden="true" className="animate-spin" />
        {percent === null ? 'Downloading…' : `Downloading ${percent}%`}
      </Button>
    );
  }
  if (list.data?.some((record) => record.sessionId === session.id)) {
    return (
      <span className="inline-flex items-center gap-1">
        <span className="inline-flex items-center gap-1.5 px-2 text-sm font-semibold text-teal-800">
          <Check aria-hidden="true" className="size-4" />
          Downloaded
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Remove download: ${session.title}`}
          onClick={() => void downloads.remove(userId, session.id)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </span>
    );
  }
  return (
    <Button
      variant="outline"
      size={size}
      aria-label={`Download: ${session.title}`}
      onClick={() => void startDownload(userId, session)}
    >
      <Download aria-hidden="true" />
      Download
    </Button>
  );
}

/**
 * 'Download path': every session of a path this listener may play, one after another, so a flight's
 * worth of sessions is one tap. Premium sessions are left out for listeners without a plan.
 */
export function DownloadPathButton({ sessions }: { sessions: DownloadableSession[] }) {
  const { user } = useAuthSession();
  const userId = user?.id ?? null;
  const premiumLocked = usePremiumLock(true);
  const list = useDownloads(userId);
  const [done, setDone] = useState<number | null>(null);
  if (!userId || !canDownload()) return null;

  const wanted = sessions.filter((session) => !(session.isPremium && premiumLocked));
  const kept = new Set(list.data?.map((record) => record.sessionId));
  const missing = wanted.filter((session) => !kept.has(session.id));
  if (wanted.length === 0) return null;
  if (done !== null) {
    return (
      <Button variant="ghostLight" disabled>
        <LoaderCircle aria-hidden="true" className="animate-spin" />
        {`Downloading ${done + 1} of ${wanted.length}`}
      </Button>
    );
  }
  if (missing.length === 0) {
    return (
      <span className="inline-flex h-11 items-center gap-1.5 px-2 text-sm font-semibold text-white">
        <Check aria-hidden="true" className="size-4" />
        Path downloaded
      </span>
    );
  }
  const downloadAll = async () => {
    setDone(wanted.length - missing.length);
    for (const session of missing) {
      if (!(await startDownload(userId, session))) break;
      setDone((count) => (count ?? 0) + 1);
    }
    setDone(null);
  };
  return (
    <Button variant="ghostLight" onClick={() => void downloadAll()}>
      <Download aria-hidden="true" />
      Download path
    </Button>
  );
}
