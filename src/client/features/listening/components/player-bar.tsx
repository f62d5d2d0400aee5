import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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
import { useProgressTracking } from '#client/features/listening/hooks/use-progress-tracking.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { notify } from '#client/lib/notify.ts';
import { playerStore, usePlayer } from '#client/entities/player/player-store.ts';
import { subscriptionKeys } from '#client/entities/subscription/subscription.ts';
import { cn } from '#client/lib/utils.ts';
import { REWIND_SECONDS } from '#shared/constants.ts';

// The now-playing view's own part (artwork, title, modal behaviour) loads with the first expansion.
const NowPlayingTop = lazy(() =>
  import('#client/features/listening/components/now-playing.tsx').then((module) => ({
    default: module.NowPlayingTop,
  })),
);

/**
 * The fixed player above the tab bar. It asks the API for a media URL when a session is opened,
 * mirrors the media element into the player store, saves a signed-in listener's progress, and
 * explains refusals (missing, no audio) with the spec's texts. A premium refusal closes the player
 * and opens the premium sheet instead, as the play buttons do when they know up front.
 *
 * On a phone it is a slim bar (title, play/pause, expand, close, a thin progress line); on a wide
 * screen the whole dock. Either expands to the full-screen now-playing view: the same section and
 * the same controls, laid out large, so the media element plays on untouched.
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
  const [expanded, setExpanded] = useState(false);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const wasExpanded = useRef(false);

  const { speed, defaultSpeed, setSpeed, setDefault } = usePlaybackSpeed(
    track?.sessionId ?? null,
    isSignedIn,
  );
  const playback = useQuery({
    ...playbackQuery(track?.sessionId ?? '', openCount, user?.id ?? null),
    enabled: track !== null,
  });
  const grant = playback.data;
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

  // Focus goes back to the expand button when the view collapses (the view took it on opening).
  useEffect(() => {
    if (!expanded && wasExpanded.current)
      section?.querySelector<HTMLElement>('[aria-label="Expand player"]')?.focus();
    wasExpanded.current = expanded;
  }, [expanded, section]);

  if (!track) return null;
  const close = () => {
    media?.pause();
    setExpanded(false);
    playerStore.close();
  };
  const played =
    mediaState.duration > 0 ? Math.min(100, (mediaState.currentTime / mediaState.duration) * 100) : 0;
  // The rows the slim bar on a phone leaves out; the dock and the now-playing view show them.
  const dockOnly = expanded ? undefined : 'max-md:hidden';

  return (
    <section
      ref={(element) => {
        setDock(element);
        setSection(element);
      }}
      aria-label="Audio player"
      className={
        expanded
          ? 'fixed inset-0 z-50 overflow-y-auto bg-indigo-950 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-[max(0.75rem,env(safe-area-inset-top))] text-white'
          : 'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 px-3 pb-2 md:bottom-4 md:px-4 md:pb-0'
      }
    >
      <div
        className={
          expanded ? 'mx-auto flex min-h-full max-w-lg flex-col justify-center' : 'mx-auto max-w-3xl'
        }
        {...(expanded ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'now-playing-title' } : {})}
      >
        <div
          className={cn(
            'relative flex flex-col text-white',
            !expanded &&
              'overflow-hidden rounded-2xl bg-indigo-950 p-2.5 pr-3 shadow-2xl shadow-indigo-950/30 ring-1 ring-white/10',
          )}
        >
          {!expanded && (
            // The slim bar's progress line (a phone has no room for the scrubber until expanded).
            <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 bg-white/10 md:hidden">
              <div className="h-full bg-amber-400" style={{ width: `${played}%` }} />
            </div>
          )}
          {expanded && (
            <Suspense fallback={null}>
              <NowPlayingTop
                track={track}
                artwork={grant?.artwork}
                problem={problem}
                container={section}
                onCollapse={() => setExpanded(false)}
              />
            </Suspense>
          )}
          <PlayerMedia
            key={track.type}
            type={track.type}
            setMedia={setMedia}
            visible={playable}
            layout={expanded ? 'full' : 'dock'}
            onFailed={(error) => {
              // Logged for us, explained to the listener in the bar.
              console.warn('[player] media failed to load or play', {
                code: error?.code,
                sessionId: track.sessionId,
              });
              setMediaError({ openCount, error });
            }}
          />
          <div className={expanded ? 'order-4' : undefined}>
            <PlayerHead
              track={track}
              status={status}
              problem={problem}
              playable={playable}
              full={expanded}
              onRewind={withMedia((element) => seekBy(element, -REWIND_SECONDS))}
              onToggle={toggle}
              onClose={close}
              {...(expanded ? {} : { onExpand: () => setExpanded(true) })}
            />
          </div>
          {upNext && (
            <div className={expanded ? 'order-6' : undefined}>
              <UpNext upNext={upNext} />
            </div>
          )}
          <div
            className={
              expanded
                ? 'contents'
                : cn('mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 md:flex-nowrap', dockOnly)
            }
          >
            <div
              className={cn('flex min-w-0', expanded ? 'order-3 mt-4' : 'basis-full md:basis-auto md:flex-1')}
            >
              <SeekBar
                media={mediaState}
                disabled={!playable}
                onSeek={withMedia(seekTo)}
                chapters={grant?.chapters}
              />
            </div>
            <div
              className={cn(
                'flex items-center gap-2',
                expanded ? 'order-5 mt-2 flex-wrap justify-center' : 'w-full justify-between md:w-auto',
              )}
            >
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
            <div className={expanded ? 'order-7 mt-2' : dockOnly}>
              <PlayerTranscript
                media={media}
                captionsUrl={grant.captionsUrl}
                chapters={grant.chapters}
                isVideo={track.type === 'video'}
              />
            </div>
          )}
        </div>
        {!isSignedIn && !expanded && <UnlockCard />}
      </div>
    </section>
  );
}

/** A refused `play()` (autoplay rules, no user gesture) leaves the bar paused, showing Play. */
function showPlayButton() {
  playerStore.setStatus('paused');
}
