import { useEffect } from 'react';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { canDownload, downloads } from '#client/entities/downloads/downloads.ts';
import type { Entitlement } from '#client/entities/downloads/expiry.ts';
import { useOnline } from '#client/lib/network-status.ts';
import { useSubscription } from '#client/entities/subscription/subscription.ts';

/**
 * Keeps premium downloads honest whenever the app is online: renewed for 30 days while the listener
 * is subscribed, removed once the subscription has ended. Without an answer they keep their expiry.
 */
export function DownloadsSync() {
  const { user } = useAuthSession();
  const online = useOnline();
  const { summary, isPending, error } = useSubscription();
  const userId = user?.id ?? null;
  const entitlement: Entitlement | null =
    !online || isPending
      ? null
      : error || !summary
        ? 'unknown'
        : summary.subscribed
          ? 'entitled'
          : 'not-entitled';

  useEffect(() => {
    if (!userId || !entitlement || !canDownload()) return;
    downloads.reconcile(userId, entitlement).catch((cause: unknown) => {
      console.warn('[offline] downloads could not be checked', cause);
    });
  }, [userId, entitlement]);

  return null;
}
