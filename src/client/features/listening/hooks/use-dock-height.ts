import { useEffect, useState } from 'react';

/**
 * Publishes the player dock's height as `--player-dock-height` on the root element, so the page
 * leaves exactly that much room at its end whatever the dock holds (video, cards, two rows).
 */
export function useDockHeight() {
  const [dock, setDock] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    if (!dock) return;
    const publish = () => root.style.setProperty('--player-dock-height', `${dock.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty('--player-dock-height');
    const observer = new ResizeObserver(publish);
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--player-dock-height');
    };
  }, [dock]);

  return setDock;
}
