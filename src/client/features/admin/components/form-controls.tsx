import type { ComponentProps, Ref } from 'react';
import { cn } from '#client/lib/utils.ts';
import { selectClass } from './ui.tsx';

/** The console's multi-line and select controls, labelled, with hint and error beside them. */
type ControlProps<E> = ComponentProps<'textarea'> & { label: string; hint?: string; error?: string } & {
  ref?: Ref<E>;
};

export function TextArea({ label, hint, error, className, ...props }: ControlProps<HTMLTextAreaElement>) {
  return (
    <label className="block text-sm font-medium text-indigo-950">
      {label}
      <textarea
        rows={4}
        aria-invalid={error ? true : undefined}
        className={cn(
          'mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-base text-indigo-950 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 sm:text-sm',
          className,
        )}
        {...props}
      />
      {hint ? <span className="mt-1 block text-xs font-normal text-stone-600">{hint}</span> : null}
      {error ? <span className="mt-1 block text-xs text-red-700">{error}</span> : null}
    </label>
  );
}

export function Select({ label, children, ...props }: ComponentProps<'select'> & { label: string }) {
  return (
    <label className="flex flex-col text-sm font-medium text-indigo-950">
      {label}
      <select className={`${selectClass} mt-1.5`} {...props}>
        {children}
      </select>
    </label>
  );
}
