import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { stopAllMedia } from '#client/lib/media.ts';

/** On every new path: start at the top of the page and silence all playback (spec §2). */
export function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    stopAllMedia();
  }, [pathname]);
}
