import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';

/** A zod schema of a form's values (its input may differ from its output: trims, defaults). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
type Schema = FormSchema;

/** The form a `Form` hands to its render function and to `onSubmit`. */
export type FormApi<S extends Schema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** A refusal of the whole form: a message, or the catalogue's heading and message. */
export type FormError = string | { title?: string; message: string } | null | undefined;

export interface FormProps<S extends Schema> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children' | 'noValidate'
> {
  /** The zod schema the values are checked with (the route's own, from src/shared/schemas). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Values kept in step with data that arrives or changes after the first render. */
  values?: z.input<S>;
  /** Called with the parsed values; while a returned promise runs, the form counts as submitting. */
  onSubmit: (values: z.output<S>, form: FormApi<S>) => unknown;
  /** The server's refusal of the whole form, shown under the fields. */
  error?: FormError;
  /** A write under way that `onSubmit` did not wait for (a mutation's `isPending`). */
  pending?: boolean;
  /** Rendered after the form-level error: the submit button and its neighbours. */
  actions?: ReactNode;
  children: ReactNode | ((form: FormApi<S>) => ReactNode);
}

const PendingContext = createContext(false);

/**
 * A react-hook-form form checked by a zod schema: the field components below it register by name
 * and read their errors from it, `SubmitButton` is disabled while it submits, and the refusal of
 * the whole form shows as an inline `ErrorNotice`.
 */
export function Form<S extends Schema>({
  schema,
  defaultValues,
  values,
  onSubmit,
  error,
  pending = false,
  actions,
  children,
  ...props
}: FormProps<S>) {
  const form: FormApi<S> = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    values,
  });
  const notice = typeof error === 'string' ? { message: error } : error;
  return (
    <FormProvider {...form}>
      <PendingContext value={pending}>
        <form noValidate onSubmit={form.handleSubmit((parsed) => onSubmit(parsed, form))} {...props}>
          {typeof children === 'function' ? children(form) : children}
          {notice ? <ErrorNotice size="inline" {...notice} /> : null}
          {actions}
        </form>
      </PendingContext>
    </FormProvider>
  );
}

/** The form's submit button: disabled and busy while the form submits or its write is pending. */
export function SubmitButton({
  disabled,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & {
  /** Said instead of the label while busy ('Saving…'). */ pendingLabel?: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  const busy = use(PendingContext) || isSubmitting;
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
