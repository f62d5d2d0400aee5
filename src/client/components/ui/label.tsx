import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

const labelText = 'text-sm font-medium text-indigo-950';

/** The one label look: a field's name above its control. */
export const labelClass = `block ${labelText}`;

const layouts = {
  /** Tied to its control by htmlFor. */
  block: 'block',
  /** Wrapping its control, the name above it. */
  stack: 'flex flex-col',
} as const;

const looks = {
  field: labelText,
  /** A small caption over a filter or a compact control (a list's filters, "Compare with"). */
  caption: 'text-xs font-semibold uppercase tracking-wide text-stone-600',
} as const;

export function Label({
  layout = 'block',
  look = 'field',
  className,
  ...props
}: ComponentProps<'label'> & { layout?: keyof typeof layouts; look?: keyof typeof looks }) {
  return <label className={cn(layouts[layout], looks[look], className)} {...props} />;
}
