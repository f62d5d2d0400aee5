import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { keepPlayingWhileBrowsing } from '#client/features/listening/keep-playing.ts';
import { stopAllMedia } from '#client/lib/media.ts';

/**
 * On every new path: start at the top of the page and silence all playback, unless the
 * listener chose 'Keep playing while I browse'. Pausing also saves their progress.
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (!keepPlayingWhileBrowsing()) stopAllMedia();
  }, [pathname]);
}
