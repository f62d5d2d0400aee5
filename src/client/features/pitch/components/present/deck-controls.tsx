import { ChevronLeft, ChevronRight, Maximize, Minimize } from 'lucide-react';
import type { ReactNode } from 'react';
import type { useFullscreen } from './use-fullscreen.ts';

/** Full screen on and off, where the browser offers it (not on iPhone Safari). */
export function FullscreenButton({
  fullscreen,
  className,
}: {
  fullscreen: ReturnType<typeof useFullscreen>;
  className: string;
}) {
  if (!fullscreen.supported) return null;
  return (
    <button
      type="button"
      className={className}
      aria-label={fullscreen.active ? 'Leave full screen' : 'Full screen'}
      onClick={() => void (fullscreen.active ? fullscreen.exit() : fullscreen.enter())}
    >
      {fullscreen.active ? (
        <Minimize aria-hidden="true" className="size-5" />
      ) : (
        <Maximize aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}

/** Previous and next slide, disabled at either end, around what the caller puts between them. */
export function SlideStepper({
  index,
  count,
  go,
  buttonClassName,
  children,
}: {
  index: number;
  count: number;
  go: (move: { delta: number }) => void;
  buttonClassName: string;
  children?: ReactNode;
}) {
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-label="Previous slide"
        disabled={index === 0}
        onClick={() => go({ delta: -1 })}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      {children}
      <button
        type="button"
        className={buttonClassName}
        aria-label="Next slide"
        disabled={index >= count - 1}
        onClick={() => go({ delta: 1 })}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </>
  );
}
