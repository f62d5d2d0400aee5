import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { CheckboxField as Checkbox, Field, StackedField } from '#client/components/ui/field.tsx';
import type { InputProps } from '#client/components/ui/input.tsx';
import { Select, type SelectProps } from '#client/components/ui/select.tsx';
import { Textarea, type TextareaProps } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/utils.ts';

/** What every field of a `Form` takes: the value's name, its label and an optional hint. */
interface Named {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Passed to react-hook-form's register (valueAsNumber, setValueAs, onChange…). */
  registerOptions?: RegisterOptions<FieldValues, string>;
  /**
   * A message from outside the form about this field (the server's answer, kept by a mutation or a
   * parent), shown while the schema finds nothing wrong with the field itself.
   */
  error?: string | null;
  className?: string;
}

/** The field's registration and its validation message, from the enclosing `Form`. */
function useNamedField(name: string, options: Named['registerOptions'], outside: Named['error']) {
  const form = useFormContext();
  const { errors } = useFormState({ name });
  const fieldError: { message?: unknown } | undefined = get(errors, name);
  const message = fieldError?.message;
  return {
    registered: form.register(name, options),
    error: typeof message === 'string' ? message : (outside ?? undefined),
  };
}

type TextFieldProps = Named &
  Omit<InputProps, 'name' | 'id' | 'invalid' | 'className'> & { inputClassName?: string };

/** A labelled text input of a `Form`. */
export function TextField({ name, registerOptions, error: outside, ...props }: TextFieldProps) {
  const { registered, error } = useNamedField(name, registerOptions, outside);
  return <Field {...props} {...registered} error={error} />;
}

type TextareaFieldProps = Named &
  Omit<TextareaProps, 'name' | 'id' | 'invalid' | 'className'> & {
    textareaClassName?: string;
  };

/** A labelled textarea of a `Form`. */
export function TextareaField({
  name,
  label,
  hint,
  registerOptions,
  error: outside,
  className,
  textareaClassName,
  ...props
}: TextareaFieldProps) {
  const { registered, error } = useNamedField(name, registerOptions, outside);
  return (
    <StackedField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Textarea {...control} className={cn('mt-1.5', textareaClassName)} {...props} {...registered} />
      )}
    </StackedField>
  );
}

type SelectFieldProps = Named &
  Omit<SelectProps, 'name' | 'id' | 'invalid' | 'className'> & {
    selectClassName?: string;
  };

/** A labelled native select of a `Form`; its options are its children. */
export function SelectField({
  name,
  label,
  hint,
  registerOptions,
  error: outside,
  className,
  selectClassName,
  children,
  ...props
}: SelectFieldProps) {
  const { registered, error } = useNamedField(name, registerOptions, outside);
  return (
    <StackedField label={label} hint={hint} error={error} className={cn('flex flex-col', className)}>
      {(control) => (
        <Select {...control} className={cn('mt-1.5', selectClassName)} {...props} {...registered}>
          {children}
        </Select>
      )}
    </StackedField>
  );
}

type CheckboxFieldProps = Named &
  Omit<InputProps, 'name' | 'id' | 'type' | 'invalid' | 'shape' | 'className'>;

/**
 * A checkbox of a `Form`, its label beside it. Several with one name and each a `value` make an
 * array of the checked values.
 */
export function CheckboxField({ name, registerOptions, error: outside, ...props }: CheckboxFieldProps) {
  const { registered, error } = useNamedField(name, registerOptions, outside);
  return <Checkbox {...props} {...registered} error={error} />;
}
