import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

/** Eyebrow, heading and lead paragraph shared by the landing page sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  className,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={cn(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-teal-800">{eyebrow}</p>}
      <h2
        id={id}
        tabIndex={-1}
        className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 focus:outline-none md:text-4xl"
      >
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg leading-relaxed text-stone-600">{lead}</p>}
    </div>
  );
}
