import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { playbackQuery } from '#client/features/listening/api/playback.ts';
import { KeepPlayingToggle } from '#client/features/listening/components/keep-playing-toggle.tsx';
import { PlayerHead } from '#client/features/listening/components/player-head.tsx';
import { PlayerMedia } from '#client/features/listening/components/player-media.tsx';
import { UnlockCard } from '#client/features/listening/components/player-cards.tsx';
import { describePlaybackError, mediaFailure } from '#client/features/listening/components/playback-error.ts';
import { PlayerTranscript } from '#client/features/listening/components/player-transcript.tsx';
import { SeekBar } from '#client/features/listening/components/seek-bar.tsx';
import { SleepTimerControl } from '#client/features/listening/components/sleep-timer-control.tsx';
import { SpeedSelect } from '#client/features/listening/components/speed-select.tsx';
import { UpNext } from '#client/features/listening/components/up-next.tsx';
import { VolumeControl } from '#client/features/listening/components/volume-control.tsx';
import {
  applySpeed,
  load,
  play,
  seekBy,
  seekTo,
  setVolume,
  toggleMute,
} from '#client/features/listening/components/media-actions.ts';
import { useDockHeight } from '#client/features/listening/hooks/use-dock-height.ts';
import { useMediaSession } from '#client/features/listening/hooks/use-media-session.ts';
import { useMediaState } from '#client/features/listening/hooks/use-media-state.ts';
import { usePlaybackSpeed } from '#client/features/listening/hooks/use-playback-speed.ts';
import { usePlayerShortcuts } from '#client/features/listening/hooks/use-player-shortcuts.ts';
import { useSleepTimer } from '#client/features/listening/hooks/use-sleep-timer.ts';
import { useUpNext } from '#client/features/listening/hooks/use-up-next.ts';
import { useProgressSync } from '#client/features/listening/hooks/use-progress-sync.ts';
import { useProgressTracking } from '#client/features/listening/hooks/use-progress-tracking.ts';
import { useAuthSession } from '#client/lib/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import { playerStore, usePlayer } from '#client/lib/player-store.ts';
import { subscriptionKeys } from '#client/lib/subscription.ts';
import { REWIND_SECONDS } from '#shared/constants.ts';

/**
 * The fixed player above the tab bar. It asks the API for a media URL when a session is opened,
 * mirrors the media element into the player store, saves a signed-in listener's progress, and
 * explains refusals (missing, no audio) with the spec's texts. A premium refusal closes the player
 * and opens the premium sheet instead, as the play buttons do when they know up front.
 */
export function PlayerBar() {
  const track = usePlayer((state) => state.track);
  const status = usePlayer((state) => state.status);
  const openCount = usePlayer((state) => state.openCount);
  const { user, isSignedIn } = useAuthSession();
  const queryClient = useQueryClient();
  // The element itself (not a ref) so the subscriptions below follow it as it mounts and changes.
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [mediaError, setMediaError] = useState<{ openCount: number; error: MediaError | null } | null>(null);
  const mediaState = useMediaState(media);
  const setDock = useDockHeight();

  const { speed, defaultSpeed, setSpeed, setDefault } = usePlaybackSpeed(
    track?.sessionId ?? null,
    isSignedIn,
  );
  const playback = useQuery({
    ...playbackQuery(track?.sessionId ?? '', openCount, user?.id ?? null),
    enabled: track !== null,
  });
  const grant = playback.data;
  useProgressSync(user?.id ?? null);
  useProgressTracking(media, track, grant, user?.id ?? null);
  useMediaSession(grant ? media : null, track && { ...track, artwork: grant?.artwork });
  const upNext = useUpNext();
  const sleep = useSleepTimer(grant ? media : null, track?.sessionId ?? null);

  useEffect(() => {
    if (media) applySpeed(media, speed);
  }, [media, speed]);

  useEffect(() => {
    if (!media || !grant) return;
    load(media, grant.url, grant.resumeAt);
    play(media, showPlayButton);
  }, [media, grant]);

  const refusal = playback.error ? describePlaybackError(playback.error) : null;
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

  const failed = mediaError?.openCount === openCount ? mediaFailure(mediaError.error) : null;
  const problem = refusal ?? failed;
  const isPlaying = status === 'playing';
  const playable = grant !== undefined && status !== 'error';
  const toggle = () => {
    if (!media || !playable) return;
    if (isPlaying) media.pause();
    else play(media, showPlayButton);
  };
  const withMedia =
    <A extends unknown[]>(action: (element: HTMLMediaElement, ...args: A) => void) =>
    (...args: A) => {
      if (media) action(media, ...args);
    };
  usePlayerShortcuts(track !== null && playable, REWIND_SECONDS, {
    togglePlay: toggle,
    seekBy: withMedia(seekBy),
    toggleMute: withMedia(toggleMute),
  });

  if (!track) return null;
  const close = () => {
    media?.pause();
    playerStore.close();
  };

  return (
    <section
      ref={setDock}
      aria-label="Audio player"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 px-3 pb-2 md:bottom-4 md:px-4 md:pb-0"
    >
      <div className="mx-auto max-w-3xl">
        <div className="rounded-2xl bg-indigo-950 p-2.5 pr-3 text-white shadow-2xl shadow-indigo-950/30 ring-1 ring-white/10">
          <PlayerMedia
            key={track.type}
            type={track.type}
            setMedia={setMedia}
            visible={playable}
            onFailed={(error) => {
              // Logged for us, explained to the listener in the bar.
              console.warn('[player] media failed to load or play', {
                code: error?.code,
                sessionId: track.sessionId,
              });
              setMediaError({ openCount, error });
            }}
          />
          <PlayerHead
            track={track}
            status={status}
            problem={problem}
            playable={playable}
            onRewind={withMedia((element) => seekBy(element, -REWIND_SECONDS))}
            onToggle={toggle}
            onClose={close}
          />
          {upNext && <UpNext upNext={upNext} />}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 md:flex-nowrap">
            <div className="flex min-w-0 basis-full md:basis-auto md:flex-1">
              <SeekBar
                media={mediaState}
                disabled={!playable}
                onSeek={withMedia(seekTo)}
                chapters={grant?.chapters}
              />
            </div>
            <div className="flex w-full items-center justify-between gap-2 md:w-auto">
              <VolumeControl
                volume={mediaState.volume}
                muted={mediaState.muted}
                onVolume={withMedia(setVolume)}
                onToggleMute={withMedia(toggleMute)}
              />
              <KeepPlayingToggle />
              <SleepTimerControl
                choice={sleep.choice}
                remaining={sleep.remaining}
                onChoose={sleep.start}
                onExtend={sleep.extend}
              />
              <SpeedSelect
                speed={speed}
                onSpeed={setSpeed}
                defaultSpeed={defaultSpeed}
                onDefault={setDefault}
              />
            </div>
          </div>
          {grant && (
            <PlayerTranscript
              media={media}
              captionsUrl={grant.captionsUrl}
              chapters={grant.chapters}
              isVideo={track.type === 'video'}
            />
          )}
        </div>
        {!isSignedIn && <UnlockCard />}
      </div>
    </section>
  );
}

/** A refused `play()` (autoplay rules, no user gesture) leaves the bar paused, showing Play. */
function showPlayButton() {
  playerStore.setStatus('paused');
}
