import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/** The multi-line text look, matching the one `Input`. */
export const textareaClass =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-indigo-950 shadow-sm outline-none transition-colors ' +
  'placeholder:text-stone-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm ' +
  'disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500';

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

/** The one textarea. `invalid` paints it red and sets aria-invalid. */
export function Textarea({ invalid = false, rows = 4, className, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(textareaClass, invalid ? 'border-red-500' : 'border-stone-300', className)}
      {...props}
    />
  );
}
