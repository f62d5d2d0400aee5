import type { ThemeId } from '#shared/pitch/themes.ts';
import type { CheckResult, PitchSlide } from '#shared/schemas/pitch.ts';
import { CheckerPanel } from './checker-panel.tsx';
import { ThemePicker } from './theme-picker.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

/** The editor's side column: the live checker, then the deck's theme. */
export function LookAndChecks({
  check,
  slides,
  theme,
  onOpenSlide,
  onAddSlide,
  onTheme,
}: {
  check: CheckResult;
  slides: PitchSlide[];
  theme: ThemeId;
  onOpenSlide: (index: number) => void;
  onAddSlide: (slideKey: string) => void;
  onTheme: (theme: ThemeId) => void;
}) {
  return (
    <aside aria-label="Look and checks" className="space-y-6">
      <CheckerPanel check={check} slides={slides} onOpenSlide={onOpenSlide} onAddSlide={onAddSlide} />
      <div className={cardVariants({ padding: 'none', className: 'p-5' })}>
        <ThemePicker value={theme} onChange={onTheme} />
      </div>
    </aside>
  );
}
