import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { playbackQuery } from '#client/features/listening/api/playback.ts';
import { describePlaybackError } from '#client/features/listening/components/playback-error.ts';
import { playerStore, type PlayerTrack } from '#client/entities/player/player-store.ts';
import { subscriptionKeys } from '#client/entities/subscription/subscription.ts';
import { notify } from '#client/lib/notify.ts';

/**
 * The open session's play grant (its media URL), asked for each time the player is opened. A refusal
 * is explained with the product's texts (missing, no audio); a premium refusal closes the player and
 * opens the premium sheet instead, as the play buttons do when they know up front.
 */
export function usePlaybackGrant(track: PlayerTrack | null, openCount: number, userId: string | null) {
  const queryClient = useQueryClient();
  const playback = useQuery({
    ...playbackQuery(track?.sessionId ?? '', openCount, userId),
    enabled: track !== null,
  });

  useEffect(() => {
    if (!playback.error) return;
    const refused = describePlaybackError(playback.error);
    if (refused.code === 'premium_required') {
      // The client thought this person could play it (a plan not checked yet, or one that just
      // lapsed): the sheet instead of a dead player, and the plan is asked again.
      const { track: refusedTrack } = playerStore.getState();
      playerStore.close();
      if (refusedTrack) playerStore.offerPremium(refusedTrack);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      return;
    }
    playerStore.setStatus('error');
    void notify('error', refused.title, { description: refused.description });
  }, [playback.error, queryClient]);

  return {
    grant: playback.data,
    refusal: playback.error ? describePlaybackError(playback.error) : null,
  };
}
