import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { completionStore } from '#client/features/listening/completion-store.ts';
import { progressQueue } from '#client/features/listening/progress/progress-sync.ts';
import { celebrateBadges } from '#client/entities/badges/celebrate-badges.ts';
import { meKeys, recordProgress } from '#client/entities/listening-history/listening-history.ts';

/**
 * Delivers what waited while offline (on start and whenever the network returns) and reacts to
 * saved reports: labels update from the answer, and a completion refreshes the user's data and
 * opens the Session Complete dialog when the session has a journal prompt.
 */
export function useProgressSync(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const flush = () => progressQueue.flush(userId);
    flush();
    window.addEventListener('online', flush);
    const unsubscribe = progressQueue.onResult((report, result) => {
      recordProgress(queryClient, {
        sessionId: report.sessionId,
        durationListened: result.durationListened,
        position: Math.floor(report.position),
        completed: result.completed,
      });
      if (!result.justCompleted) return;
      celebrateBadges(result.newBadges);
      void queryClient.invalidateQueries({ queryKey: meKeys.all });
      if (result.journalPrompt) {
        completionStore.open({
          sessionId: report.sessionId,
          title: report.sessionTitle,
          journalPrompt: result.journalPrompt,
        });
      }
    });
    return () => {
      window.removeEventListener('online', flush);
      unsubscribe();
    };
  }, [queryClient, userId]);
}
