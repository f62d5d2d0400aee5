import { type ComponentProps, lazy, Suspense } from 'react';
import { PlayerHead } from '#client/features/listening/components/player-head.tsx';
import { PlayerMedia } from '#client/features/listening/components/player-media.tsx';
import { UnlockCard } from '#client/features/listening/components/player-cards.tsx';
import { PlayerControlsRow } from '#client/features/listening/components/player-controls-row.tsx';
import { PlayerFrame } from '#client/features/listening/components/player-frame.tsx';
import { PlayerProgressLine } from '#client/features/listening/components/player-progress-line.tsx';
import { PlayerTranscript } from '#client/features/listening/components/player-transcript.tsx';
import { UpNext } from '#client/features/listening/components/up-next.tsx';
import { LeftToHearNotice } from '#client/features/listening/components/left-to-hear-notice.tsx';
import {
  seekBy,
  seekTo,
  setVolume,
  toggleMute,
} from '#client/features/listening/components/media-actions.ts';
import type { MediaState } from '#client/features/listening/hooks/use-media-state.ts';
import { usePlayerPlayback } from '#client/features/listening/hooks/use-player-playback.ts';
import { usePlayerView } from '#client/features/listening/hooks/use-player-view.ts';
import { playerStore } from '#client/entities/player/player-store.ts';

// The now-playing view's own part (artwork, title, modal behaviour) loads with the first expansion.
const NowPlayingTop = lazy(() =>
  import('#client/features/listening/components/now-playing.tsx').then((module) => ({
    default: module.NowPlayingTop,
  })),
);

/**
 * The fixed player above the tab bar. Its playback (`usePlayerPlayback`) plays the open session's
 * grant, which also handles refusals, through the media element (speed, loading, play/pause,
 * shortcuts), mirrors that element into the player store and saves a signed-in listener's progress;
 * how it is shown (`usePlayerView`) is whether it is expanded, and the room the page leaves for it.
 * Its parts live beside it: the frame (dock or now-playing view), the slim bar's progress line, the
 * head (title and play controls), and the row of seek bar, volume, sleep timer and speed.
 *
 * On a phone it is a slim bar (title, play/pause, expand, close, a thin progress line); on a wide
 * screen the whole dock. Either expands to the full-screen now-playing view: the same section and
 * the same controls, laid out large, so the media element plays on untouched.
 */
export function PlayerBar() {
  const playback = usePlayerPlayback();
  const { track, grant, media, problem, playable } = playback;
  const { expanded, setExpanded, section, onSection } = usePlayerView();

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
      onSection={onSection}
      after={!playback.isSignedIn && !expanded && <UnlockCard />}
    >
      <PlayerTop
        expanded={expanded}
        mediaState={playback.mediaState}
        track={track}
        artwork={grant?.artwork}
        problem={problem}
        container={section}
        onCollapse={() => setExpanded(false)}
      />
      <PlayerMedia
        key={track.type}
        type={track.type}
        setMedia={playback.setMedia}
        visible={playable}
        layout={expanded ? 'full' : 'dock'}
        onFailed={playback.onMediaFailed}
      />
      <div className={expanded ? 'order-4' : undefined}>
        <PlayerHead
          track={track}
          status={playback.status}
          problem={problem}
          playable={playable}
          full={expanded}
          onSeekBy={playback.withMedia(seekBy)}
          onToggle={playback.toggle}
          onClose={close}
          {...(expanded ? {} : { onExpand: () => setExpanded(true) })}
          unfinished={playback.leftToHear !== null}
        />
        <LeftToHearNotice text={playback.leftToHear} />
      </div>
      {playback.upNext && (
        <div className={expanded ? 'order-6' : undefined}>
          <UpNext upNext={playback.upNext} />
        </div>
      )}
      <PlayerControlsRow
        expanded={expanded}
        dockOnly={dockOnly}
        mediaState={playback.mediaState}
        grantedMedia={grant ? media : null}
        sessionId={track.sessionId}
        playable={playable}
        chapters={grant?.chapters}
        speed={playback.playbackSpeed}
        onSeek={playback.withMedia(seekTo)}
        onVolume={playback.withMedia(setVolume)}
        onToggleMute={playback.withMedia(toggleMute)}
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

/** The slim bar's progress line, or once expanded the now-playing view's top (its code loads then). */
function PlayerTop({
  expanded,
  mediaState,
  ...nowPlaying
}: { expanded: boolean; mediaState: MediaState } & ComponentProps<typeof NowPlayingTop>) {
  if (!expanded)
    return <PlayerProgressLine currentTime={mediaState.currentTime} duration={mediaState.duration} />;
  return (
    <Suspense fallback={null}>
      <NowPlayingTop {...nowPlaying} />
    </Suspense>
  );
}
