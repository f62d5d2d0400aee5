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

export function Label({
  layout = 'block',
  className,
  ...props
}: ComponentProps<'label'> & { layout?: keyof typeof layouts }) {
  return <label className={cn(layouts[layout], labelText, className)} {...props} />;
}
