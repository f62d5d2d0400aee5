import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The Fullscreen API on one element. Where it is missing (iPhone Safari) or refused, the presentation
 * still fills the window: the caller's overlay is fixed to the viewport either way.
 * `onLeftByBrowser` hears full screen end by the browser's own means (its Escape, a gesture), not by
 * `exit()`: the browser takes that Escape for itself and the page never sees the key.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>, onLeftByBrowser?: () => void) {
  const [active, setActive] = useState(false);
  const exiting = useRef(false);
  const onLeft = useRef(onLeftByBrowser);
  useEffect(() => {
    onLeft.current = onLeftByBrowser;
  });

  useEffect(() => {
    const onChange = () => {
      const now = document.fullscreenElement !== null;
      setActive(now);
      if (!now && !exiting.current) onLeft.current?.();
      exiting.current = false;
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element || typeof element.requestFullscreen !== 'function' || document.fullscreenElement) return;
    await element.requestFullscreen().catch(() => undefined);
  }, [ref]);

  const exit = useCallback(async () => {
    if (!document.fullscreenElement) return;
    exiting.current = true;
    await document.exitFullscreen().catch(() => {
      exiting.current = false;
    });
  }, []);

  return { active, enter, exit, supported: typeof document !== 'undefined' && document.fullscreenEnabled };
}
