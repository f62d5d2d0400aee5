import { useState } from 'react';
import { useCollapseFocus } from '#client/features/listening/hooks/use-collapse-focus.ts';
import { useDockHeight } from '#client/features/listening/hooks/use-dock-height.ts';

/**
 * How the player is shown: expanded to the now-playing view or not, and its section, whose height
 * the page leaves room for and where focus returns when the view collapses.
 */
export function usePlayerView() {
  const setDock = useDockHeight();
  const [expanded, setExpanded] = useState(false);
  const [section, setSection] = useState<HTMLElement | null>(null);
  useCollapseFocus(expanded, section);
  const onSection = (element: HTMLElement | null) => {
    setDock(element);
    setSection(element);
  };
  return { expanded, setExpanded, section, onSection };
}
