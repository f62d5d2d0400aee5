import { MonitorSpeaker, X } from 'lucide-react';
import { FullscreenButton } from './deck-controls.tsx';
import type { useFullscreen } from './use-fullscreen.ts';

/** Over the slide: where the presentation is, and the presenter view, full screen and stop. */
export function PresentTopBar({
  index,
  count,
  presenter,
  onPresenter,
  fullscreen,
  onClose,
  controlClassName,
}: {
  index: number;
  count: number;
  presenter: boolean;
  onPresenter: () => void;
  fullscreen: ReturnType<typeof useFullscreen>;
  onClose: () => void;
  controlClassName: string;
}) {
  return (
    <div className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
      <p aria-live="polite" className="tabular-nums text-white/80">
        Slide {index + 1} of {count}
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={controlClassName}
          aria-pressed={presenter}
          aria-label="Presenter view"
          onClick={onPresenter}
        >
          <MonitorSpeaker aria-hidden="true" className="size-5" />
        </button>
        <FullscreenButton fullscreen={fullscreen} className={controlClassName} />
        <button type="button" className={controlClassName} aria-label="Stop presenting" onClick={onClose}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
