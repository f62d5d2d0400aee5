import { Check } from 'lucide-react';
import { useCatalogCounts } from '#client/entities/catalog/catalog-counts.ts';

/**
 * What Premium unlocks, in one list shared by the plan card, the premium sheet and the sales page. The
 * number of paths is the catalogue's own; until it is known (or when there is only one) the line says "every" instead.
 */
export function premiumBenefits(pathCount: number | null): string[] {
  return [
    'Every premium impulse, podcast and video session',
    pathCount !== null && pathCount > 1
      ? `All ${pathCount} coaching paths, start to finish`
      : 'Every coaching path, start to finish',
    'A reflection prompt after each session, straight into your journal',
    'New sessions from our advisors as they are recorded',
    'Listen on your phone or your laptop, picking up where you left off',
  ];
}

export function PremiumBenefits({ className }: { className?: string }) {
  const counts = useCatalogCounts();
  return (
    <ul className={className}>
      {premiumBenefits(counts?.paths ?? null).map((benefit) => (
        <li key={benefit} className="flex gap-3 py-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
