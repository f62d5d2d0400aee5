import { useEffect, useRef } from 'react';

export interface PlayerShortcuts {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  /** Shift+→: the skip ahead of the player's button. */
  skipForward: () => void;
  toggleMute: () => void;
}

/** Typing, or a control that handles these keys itself (a slider's arrows, a button's space). */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="textbox"], [role="slider"]')) return true;
  return key === ' ' && target.closest('button, a[href], summary') !== null;
}

/**
 * Space plays or pauses, ←/→ jump by `step` seconds, Shift+→ skips ahead as the player's button
 * does, m mutes — anywhere on the page except while the focus is in a field, so typing a journal
 * entry never controls the player.
 */
export function usePlayerShortcuts(enabled: boolean, step: number, actions: PlayerShortcuts): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKeys(event.target, event.key)) return;
      const { togglePlay, seekBy, skipForward, toggleMute } = latest.current;
      if (event.key === ' ') togglePlay();
      else if (event.key === 'ArrowRight' && event.shiftKey) skipForward();
      else if (event.key === 'ArrowLeft') seekBy(-step);
      else if (event.key === 'ArrowRight') seekBy(step);
      else if (event.key === 'm' || event.key === 'M') toggleMute();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, step]);
}
