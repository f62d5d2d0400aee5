import { lazy, Suspense, useState } from 'react';
import { PlayerHead } from '#client/features/listening/components/player-head.tsx';
import { PlayerMedia } from '#client/features/listening/components/player-media.tsx';
import { UnlockCard } from '#client/features/listening/components/player-cards.tsx';
import { PlayerControlsRow } from '#client/features/listening/components/player-controls-row.tsx';
import { PlayerFrame } from '#client/features/listening/components/player-frame.tsx';
import { PlayerProgressLine } from '#client/features/listening/components/player-progress-line.tsx';
import { mediaFailure } from '#client/features/listening/components/playback-error.ts';
import { PlayerTranscript } from '#client/features/listening/components/player-transcript.tsx';
import { UpNext } from '#client/features/listening/components/up-next.tsx';
import {
  seekBy,
  seekTo,
  setVolume,
  toggleMute,
} from '#client/features/listening/components/media-actions.ts';
import { useCollapseFocus } from '#client/features/listening/hooks/use-collapse-focus.ts';
import { useDockHeight } from '#client/features/listening/hooks/use-dock-height.ts';
import { useMediaSession } from '#client/features/listening/hooks/use-media-session.ts';
import { useMediaControls } from '#client/features/listening/hooks/use-media-controls.ts';
import { useMediaState } from '#client/features/listening/hooks/use-media-state.ts';
import { usePlaybackGrant } from '#client/features/listening/hooks/use-playback-grant.ts';
import { usePlaybackSpeed } from '#client/features/listening/hooks/use-playback-speed.ts';
import { useUpNext } from '#client/features/listening/hooks/use-up-next.ts';
import { useProgressTracking } from '#client/features/listening/hooks/use-progress-tracking.ts';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { playerStore, usePlayer } from '#client/entities/player/player-store.ts';
import { REWIND_SECONDS } from '#shared/constants.ts';

// The now-playing view's own part (artwork, title, modal behaviour) loads with the first expansion.
const NowPlayingTop = lazy(() =>
  import('#client/features/listening/components/now-playing.tsx').then((module) => ({
    default: module.NowPlayingTop,
  })),
);

/**
 * The fixed player above the tab bar. It plays the open session's grant (`usePlaybackGrant`, which
 * also handles refusals) through the media element (`useMediaControls`: speed, loading, play/pause,
 * shortcuts), mirrors that element into the player store and saves a signed-in listener's progress.
 * Its parts live beside it: the frame (dock or now-playing view), the slim bar's progress line, the
 * head (title and play controls), and the row of seek bar, volume, sleep timer and speed.
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
  // The element itself (not a ref) so the subscriptions below follow it as it mounts and changes.
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const [mediaError, setMediaError] = useState<{ openCount: number; error: MediaError | null } | null>(null);
  const mediaState = useMediaState(media);
  const setDock = useDockHeight();
  const [expanded, setExpanded] = useState(false);
  const [section, setSection] = useState<HTMLElement | null>(null);

  const playbackSpeed = usePlaybackSpeed(track?.sessionId ?? null, isSignedIn);
  const { grant, refusal } = usePlaybackGrant(track, openCount, user?.id ?? null);
  useProgressTracking(media, track, grant, user?.id ?? null);
  useMediaSession(grant ? media : null, track && { ...track, artwork: grant?.artwork });
  const upNext = useUpNext();

  const failed = mediaError?.openCount === openCount ? mediaFailure(mediaError.error) : null;
  const problem = refusal ?? failed;
  const playable = grant !== undefined && status !== 'error';
  const { toggle, withMedia } = useMediaControls(media, {
    grant,
    speed: playbackSpeed.speed,
    playable,
    playing: status === 'playing',
    shortcuts: track !== null,
  });
  useCollapseFocus(expanded, section);

  if (!track) return null;
  const close = () => {
    media?.pause();
    setExpanded(false);
    playerStore.close();
  };
  // The rows the slim bar on a phone leaves out; the dock and the now-playing view show them.
  const dockOnly = expanded ? undefined : 'max-md:hidden';

  return (
    <PlayerFrame
      expanded={expanded}
      onSection={(element) => {
        setDock(element);
        setSection(element);
      }}
      after={!isSignedIn && !expanded && <UnlockCard />}
    >
      {!expanded && (
        <PlayerProgressLine currentTime={mediaState.currentTime} duration={mediaState.duration} />
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
      <PlayerControlsRow
        expanded={expanded}
        dockOnly={dockOnly}
        mediaState={mediaState}
        grantedMedia={grant ? media : null}
        sessionId={track.sessionId}
        playable={playable}
        chapters={grant?.chapters}
        speed={playbackSpeed}
        onSeek={withMedia(seekTo)}
        onVolume={withMedia(setVolume)}
        onToggleMute={withMedia(toggleMute)}
      />
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
    </PlayerFrame>
  );
}
