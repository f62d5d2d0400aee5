import { useId, type ReactNode } from 'react';
import { Input, type InputProps } from '#client/components/ui/input.tsx';
import { labelClass } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/utils.ts';

type FieldProps = Omit<InputProps, 'id' | 'invalid'> & {
  label: ReactNode;
  /** Guidance shown under the input, read with it. */
  hint?: ReactNode;
  /** The validation message; also marks the input invalid. */
  error?: string;
  className?: string;
  inputClassName?: string;
};

/** What a stacked field passes to its control: its id, whether it is invalid, what describes it. */
export type ControlProps = { id: string; invalid: boolean; 'aria-describedby'?: string };

/**
 * The frame every stacked field shares: the label above the control, and the hint and validation
 * message under it, both tied to the control through aria-describedby so a screen reader reads them
 * with it.
 */
export function StackedField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const { describedBy, texts } = fieldTexts(id, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, invalid: Boolean(error), 'aria-describedby': describedBy })}
      {texts}
    </div>
  );
}

/** A labelled input with its hint and its validation message. */
export function Field({ label, hint, error, className, inputClassName, ...input }: FieldProps) {
  return (
    <StackedField label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} className={cn('mt-1.5', inputClassName)} {...input} />}
    </StackedField>
  );
}

type CheckboxFieldProps = Omit<InputProps, 'id' | 'type' | 'invalid' | 'shape'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
};

/** A checkbox with its label beside it, and its hint and validation message tied to it. */
export function CheckboxField({ label, hint, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const { describedBy, texts } = fieldTexts(id, hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-300 accent-teal-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-stone-700">
          {label}
        </label>
      </div>
      {texts}
    </div>
  );
}

/** The hint and error lines under a control, with the ids that describe it. */
export function fieldTexts(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const texts = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
  return { describedBy, texts };
}
