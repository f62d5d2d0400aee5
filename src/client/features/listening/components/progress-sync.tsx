import { useProgressSync } from '#client/features/listening/hooks/use-progress-sync.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';

/**
 * Delivers progress saved while offline and reacts to saved reports, on every page from the start,
 * whether or not the player (its own chunk, loaded when something plays) is open.
 */
export function ProgressSync() {
  const { user } = useAuthSession();
  useProgressSync(user?.id ?? null);
  return null;
}
