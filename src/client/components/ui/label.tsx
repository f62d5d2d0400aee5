import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** The one label look: a field's name above its control. */
export const labelClass = 'block text-sm font-medium text-indigo-950';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // The caller ties it to its control with htmlFor (or by wrapping it).
  return <label className={cn(labelClass, className)} {...props} />;
}
