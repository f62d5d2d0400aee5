import { Star } from 'lucide-react';
import { STATS } from '#client/features/pages/components/landing/landing-content.ts';
import { cardVariants } from '#client/components/ui/card.tsx';

export function StatsStrip() {
  return (
    <section aria-label="Founder Flow in numbers" className="mx-auto mb-16 max-w-6xl px-4 sm:px-6 md:mb-24">
      <dl
        className={cardVariants({
          padding: 'none',
          className: 'grid grid-cols-2 overflow-hidden md:grid-cols-4',
        })}
      >
        {STATS.map(({ value, label }, index) => (
          <div
            key={label}
            className="flex flex-col-reverse items-center gap-1 border-stone-100 px-4 py-7 text-center max-md:[&:nth-child(-n+2)]:border-b max-md:odd:border-r md:[&:not(:last-child)]:border-r"
          >
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className="flex items-center gap-1.5 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">
              {value}
              {index === STATS.length - 1 && (
                <Star aria-hidden="true" className="size-6 fill-amber-400 text-amber-400" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
