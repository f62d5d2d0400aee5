import { useEffect, useState } from 'react';
import type { PlayGrant } from '#shared/schemas/listening.ts';
import { createListenedCounter } from '#client/features/listening/progress/listened-time.ts';
import { progressQueue } from '#client/features/listening/progress/progress-sync.ts';
import { canDownload, downloads } from '#client/entities/downloads/downloads.ts';
import { PROGRESS_SAVE_INTERVAL_MS } from '#shared/constants.ts';

interface TrackedSession {
  sessionId: string;
  title: string;
}

/**
 * Saves a signed-in listener's progress: every 10 s while playing, on pause (which is
 * also what a route change does), when the session ends or is closed, and on leaving the page with
 * a keepalive request. Reports go through the progress queue, so they wait out a dropped network.
 * Answers the whole seconds heard so far (null for visitors, who are not tracked).
 */
export function useProgressTracking(
  media: HTMLMediaElement | null,
  session: TrackedSession | null,
  grant: PlayGrant | undefined,
  userId: string | null,
): number | null {
  const sessionId = session?.sessionId;
  const title = session?.title ?? '';
  // Whole seconds heard so far, for the player to say what still counts toward completion.
  const [heard, setHeard] = useState<{ grant: PlayGrant; seconds: number } | null>(null);

  useEffect(() => {
    if (!media || !sessionId || !grant || !userId) return;
    const counter = createListenedCounter(grant.durationListened, grant.resumeAt, () => performance.now());
    const showHeard = () => {
      const seconds = Math.floor(counter.total);
      setHeard((shown) => (shown?.grant === grant && shown.seconds === seconds ? shown : { grant, seconds }));
    };
    let last = { listened: grant.durationListened, position: Math.floor(grant.resumeAt) };
    // Whether the element has been playing since the last tick. Not `!media.paused`: Chrome's last
    // `timeupdate` before a pause already reports paused, and those final moments were heard.
    let running = !media.paused;

    const save = (keepalive = false, position = media.currentTime) => {
      // Count up to this instant, not just to the last `timeupdate` (up to 250 ms ago). A seek
      // since then is still told apart by the counter, so this never adds time that was skipped.
      counter.tick(media.currentTime, media.playbackRate, running);
      const listened = counter.total;
      // Nothing new to say (paused twice, closed right after a save): no request.
      if (Math.floor(listened) === Math.floor(last.listened) && Math.floor(position) === last.position)
        return;
      last = { listened, position: Math.floor(position) };
      progressQueue.report({ userId, sessionId, sessionTitle: title, position, listened }, { keepalive });
      // A downloaded session resumes here offline too (nothing happens when it is not downloaded).
      if (canDownload())
        void downloads.noteProgress(userId, sessionId, position, listened).catch(() => undefined);
    };

    const onTimeUpdate = () => {
      counter.tick(media.currentTime, media.playbackRate, running);
      showHeard();
    };
    // Counted as heard: on a busy machine `playing` can arrive after the first second has already
    // played, and those moments were heard. A seek made while paused was marked by `seeking`, and
    // the counter still refuses any jump the clock cannot explain.
    const onPlaying = () => {
      counter.tick(media.currentTime, media.playbackRate, true);
      running = true;
    };
    const onPause = () => {
      if (!media.ended) save();
      running = false;
    };
    // The end is where the listener got to, heard or skipped: the pages say so, and the server
    // starts the next Listen from the beginning (a completed session, or nothing left there).
    const onEnded = () => {
      save();
      running = false;
    };
    const onPageHide = () => save(true);
    const timer = setInterval(() => {
      if (!media.paused) save();
    }, PROGRESS_SAVE_INTERVAL_MS);

    media.addEventListener('playing', onPlaying);
    media.addEventListener('timeupdate', onTimeUpdate);
    media.addEventListener('seeking', onTimeUpdate);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      media.removeEventListener('playing', onPlaying);
      media.removeEventListener('timeupdate', onTimeUpdate);
      media.removeEventListener('seeking', onTimeUpdate);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onPageHide);
      // Another session opened or the player closed: keep what was heard of this one.
      if (!media.ended) save();
    };
  }, [media, sessionId, title, grant, userId]);
  if (!grant || !userId) return null;
  return heard?.grant === grant ? heard.seconds : Math.floor(grant.durationListened);
}
