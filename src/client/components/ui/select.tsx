import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** The native select in the input's look (the phone's own picker, typed letters, no portal). */
export const selectClass =
  'h-11 rounded-xl border bg-white px-3 text-sm text-indigo-950 shadow-sm outline-none ' +
  'focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500';

export interface SelectProps extends ComponentProps<'select'> {
  invalid?: boolean;
}

/** The one select. `invalid` paints it red and sets aria-invalid. */
export function Select({ invalid = false, className, ...props }: SelectProps) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={cn(selectClass, invalid ? 'border-red-500' : 'border-stone-300', className)}
      {...props}
    />
  );
}
