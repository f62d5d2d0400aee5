import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { keepPlayingWhileBrowsing } from '#client/entities/player/keep-playing.ts';
import { stopAllMedia } from '#client/lib/media.ts';

/**
 * On every new path: start at the top of the page and silence all playback, unless the
 * listener chose 'Keep playing while I browse'. Pausing also saves their progress. The first page
 * keeps the scroll the browser gave it: a visitor may already have scrolled the prerendered landing
 * the app replaces (decision 033).
 */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    if (!firstPage.current) window.scrollTo(0, 0);
    firstPage.current = false;
    if (!keepPlayingWhileBrowsing()) stopAllMedia();
  }, [pathname]);
}
