import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '#client/lib/utils.ts';

const fieldSurface =
  'block w-full border bg-white text-base text-indigo-950 shadow-sm outline-none transition-colors ' +
  'placeholder:text-stone-500 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500';

const shapes = {
  /** A form field. */
  field: 'h-11 rounded-xl px-3.5 sm:text-sm',
  /** A search box: round, with room for an icon at each end. */
  search: 'h-12 rounded-full px-12 [&::-webkit-search-cancel-button]:hidden',
} as const;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  shape?: keyof typeof shapes;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The one text input look. `invalid` paints it red and sets aria-invalid. */
export function Input({ shape = 'field', invalid = false, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(fieldSurface, shapes[shape], invalid ? 'border-red-500' : 'border-stone-300', className)}
      {...props}
    />
  );
}
