import { useMemo, useState } from 'react';
import { mediaFailure } from '#client/features/listening/components/playback-error.ts';
import { useMediaSession } from '#client/features/listening/hooks/use-media-session.ts';
import { useMediaControls } from '#client/features/listening/hooks/use-media-controls.ts';
import { useMediaState } from '#client/features/listening/hooks/use-media-state.ts';
import { usePlaybackGrant } from '#client/features/listening/hooks/use-playback-grant.ts';
import { usePlaybackSpeed } from '#client/features/listening/hooks/use-playback-speed.ts';
import { useUpNext } from '#client/features/listening/hooks/use-up-next.ts';
import { useProgressTracking } from '#client/features/listening/hooks/use-progress-tracking.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { leftToHear } from '#client/entities/listening-history/left-to-hear.ts';
import { useSessionHistory } from '#client/entities/listening-history/listening-history.ts';
import { usePlayer } from '#client/entities/player/player-store.ts';

/**
 * The player's playback, apart from how it is shown: the open session's grant (which also handles
 * refusals), the media element and its state, the listener's speed, progress saving, the lock
 * screen's controls, what plays next, and why the session cannot play when it cannot.
 */
export function usePlayerPlayback() {
  const track = usePlayer((state) => state.track);
  const status = usePlayer((state) => state.status);
  const openCount = usePlayer((state) => state.openCount);
  const { user, isSignedIn } = useAuthSession();
  // The element itself (not a ref) so the subscriptions below follow it as it mounts and changes.
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [mediaError, setMediaError] = useState<{ openCount: number; error: MediaError | null } | null>(null);
  const mediaState = useMediaState(media);

  const playbackSpeed = usePlaybackSpeed(track?.sessionId ?? null, isSignedIn);
  const { grant, refusal } = usePlaybackGrant(track, openCount, user?.id ?? null);
  const heard = useProgressTracking(media, track, grant, user?.id ?? null);
  // Completed before this opening, or by a save since (the history cache follows every answer).
  const history = useSessionHistory(track?.sessionId ?? '');
  const completed = Boolean(grant?.completed || history?.completed);
  useMediaSession(grant ? media : null, track && { ...track, artwork: grant?.artwork });
  const upNext = useUpNext();

  // A failure belongs to the opening it happened in: opening the session again clears it.
  const failed = mediaError?.openCount === openCount ? mediaFailure(mediaError.error) : null;
  const playable = grant !== undefined && status !== 'error';
  // A session opened at a moment (a shared link, a saved line) starts there, not where it was left.
  const startAt = track?.startAt;
  const startGrant = useMemo(
    () => (grant && startAt !== undefined ? { ...grant, resumeAt: startAt } : grant),
    [grant, startAt],
  );
  const { toggle, withMedia } = useMediaControls(media, {
    grant: startGrant,
    speed: playbackSpeed.speed,
    playable,
    playing: status === 'playing',
    shortcuts: track !== null,
  });

  const onMediaFailed = (error: MediaError | null) => {
    // Logged for us, explained to the listener in the bar.
    console.warn('[player] media failed to load or play', {
      code: error?.code,
      sessionId: track?.sessionId,
    });
    setMediaError({ openCount, error });
  };

  return {
    track,
    status,
    isSignedIn,
    media,
    setMedia,
    mediaState,
    playbackSpeed,
    grant,
    upNext,
    /** What still counts toward completion, once the listener is past audio they have not heard. */
    leftToHear: leftToHear({
      heard,
      completed,
      currentTime: mediaState.currentTime,
      duration: mediaState.duration,
    }),
    problem: refusal ?? failed,
    playable,
    toggle,
    withMedia,
    onMediaFailed,
  };
}
