import { Link } from 'react-router';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import type { ResourceCard } from '#shared/schemas/library.ts';
import { ResourceBadges, resourceFacts } from './resource-badges.tsx';

/** A resource in the library's grid; the whole card is the link's target area. */
export function ResourceCardView({ resource }: { resource: ResourceCard }) {
  const titleId = `resource-${resource.slug}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col rounded-2xl border border-stone-200/80 bg-white p-5 shadow-[0_1px_2px_rgb(30_27_75/0.04)] transition-shadow hover:shadow-md"
    >
      <ResourceBadges resource={resource} />
      <h3 id={titleId} className="mt-3 text-lg font-semibold leading-snug text-indigo-950">
        <Link
          to={`/library/${resource.slug}`}
          className={cn('rounded after:absolute after:inset-0 after:rounded-2xl hover:underline', focusRing)}
        >
          {resource.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-stone-700">{resource.summary}</p>
      <p className="mt-4 text-xs font-medium text-stone-600">{resourceFacts(resource)}</p>
    </article>
  );
}
