import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '#client/lib/utils.ts';

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
};

/** A labelled input whose validation message is announced with it. */
export function FormField({ label, registration, error, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-indigo-950">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'mt-1.5 block h-11 w-full rounded-xl border bg-white px-3.5 text-base text-indigo-950 shadow-sm outline-none transition-colors placeholder:text-stone-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:text-sm',
          error ? 'border-red-500' : 'border-stone-300',
        )}
        {...input}
        {...registration}
      />
      {error?.message && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
