import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The Fullscreen API on one element. Where it is missing (iPhone Safari) or refused, the presentation
 * still fills the window: the caller's overlay is fixed to the viewport either way.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element || typeof element.requestFullscreen !== 'function' || document.fullscreenElement) return;
    await element.requestFullscreen().catch(() => undefined);
  }, [ref]);

  const exit = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
  }, []);

  return { active, enter, exit, supported: typeof document !== 'undefined' && document.fullscreenEnabled };
}
