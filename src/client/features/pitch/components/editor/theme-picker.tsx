import { Check } from 'lucide-react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import { THEMES, type ThemeId } from '#shared/pitch/themes.ts';

/** The deck's look, chosen from swatches of each theme's colours and type. */
export function ThemePicker({ value, onChange }: { value: ThemeId; onChange: (theme: ThemeId) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-indigo-950">Theme</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {THEMES.map((theme) => {
          const active = theme.id === value;
          return (
            <button
              key={theme.id}
              type="button"
              aria-pressed={active}
              title={theme.description}
              onClick={() => onChange(theme.id)}
              className={cn(
                'relative rounded-xl border p-2 text-left',
                active
                  ? 'border-teal-600 ring-2 ring-teal-600/30'
                  : 'border-stone-200 hover:border-indigo-200',
                focusRing,
              )}
            >
              <span
                aria-hidden="true"
                className="flex h-10 items-end gap-1 rounded-lg p-1.5"
                style={{ background: theme.colors.background }}
              >
                <span className="h-2 w-6 rounded-full" style={{ background: theme.colors.accent }} />
                <span
                  className="text-sm font-bold leading-none"
                  style={{ color: theme.colors.text, fontFamily: theme.fonts.headingStack }}
                >
                  Aa
                </span>
              </span>
              <span className="mt-1 block text-sm font-medium text-indigo-950">{theme.name}</span>
              {active ? (
                <Check
                  aria-hidden="true"
                  className="absolute right-2 top-2 size-4 rounded-full bg-white text-teal-700"
                />
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
