import { cardVariants } from '#client/components/ui/card.tsx';
import type { JournalInsights } from '#shared/schemas/journal.ts';

/** The themes the range's entries come back to most, with how many entries touch each. */
export function TopThemes({ themes }: { themes: JournalInsights['themes'] }) {
  return (
    <section aria-labelledby="themes-heading" className={cardVariants()}>
      <h3 id="themes-heading" className="font-semibold text-indigo-950">
        Top themes
      </h3>
      {themes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No themes stand out yet.</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {themes.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 text-sm">
              <span className="font-medium text-indigo-950">{t.label}</span>
              <span className="tabular-nums text-stone-600">
                {t.count} {t.count === 1 ? 'entry' : 'entries'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
