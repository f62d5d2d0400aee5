import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

interface PlayerFrameProps {
  /** The full-screen now-playing view instead of the dock (or, on a phone, the slim bar). */
  expanded: boolean;
  /** The section element, once mounted: the dock publishes its height from it, focus returns into it. */
  onSection: (element: HTMLElement | null) => void;
  /** The player's rows, laid out in one card. */
  children: ReactNode;
  /** What sits under the card, outside it (the unlock card for visitors). */
  after?: ReactNode;
}

/**
 * The player's two shapes around the same rows: a dock fixed above the tab bar (a card, slim on a
 * phone), or the now-playing view covering the screen as a modal dialog. Only the classes change
 * between them, so the rows inside, and the media element among them, stay mounted.
 */
export function PlayerFrame({ expanded, onSection, children, after }: PlayerFrameProps) {
  return (
    <section
      ref={onSection}
      aria-label="Audio player"
      className={
        expanded
          ? 'fixed inset-0 z-50 overflow-y-auto bg-indigo-950 px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-[max(0.75rem,env(safe-area-inset-top))] text-white'
          : 'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 px-3 pb-2 md:bottom-4 md:px-4 md:pb-0'
      }
    >
      <div
        className={
          expanded ? 'mx-auto flex min-h-full max-w-lg flex-col justify-center' : 'mx-auto max-w-3xl'
        }
        {...(expanded ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'now-playing-title' } : {})}
      >
        <div
          className={cn(
            'relative flex flex-col text-white',
            !expanded &&
              'overflow-hidden rounded-2xl bg-indigo-950 p-2.5 pr-3 shadow-2xl shadow-indigo-950/30 ring-1 ring-white/10',
          )}
        >
          {children}
        </div>
        {after}
      </div>
    </section>
  );
}
