import { useEffect, useRef } from 'react';

/**
 * Focus goes back to the expand button when the now-playing view collapses (the view took it on
 * opening), so a keyboard user is left where they started.
 */
export function useCollapseFocus(expanded: boolean, section: HTMLElement | null) {
  const wasExpanded = useRef(false);
  useEffect(() => {
    if (!expanded && wasExpanded.current)
      section?.querySelector<HTMLElement>('[aria-label="Expand player"]')?.focus();
    wasExpanded.current = expanded;
  }, [expanded, section]);
}
