import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Field } from '#client/components/ui/field.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Label } from '#client/components/ui/label.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/utils.ts';
import { describeApiError } from '#shared/errors.ts';
import {
  CONTACT_LIMITS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageSchema,
} from '#shared/schemas/contact.ts';
import { useSendContactMessage } from '#client/features/pages/api/contact.ts';

/** What a person fills in; the honeypot and the fill time are added on sending. */
const formSchema = contactMessageSchema.omit({ website: true, elapsedMs: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const controlClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-3.5 text-base text-indigo-950 shadow-sm outline-none transition-colors focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 disabled:bg-stone-50 sm:text-sm';

/**
 * The contact form: name, address, topic and message, prefilled for a signed-in user. A field no
 * person sees (the honeypot) and the time the form was open go with it, so the server can drop
 * what a bot sends without telling it.
 */
export function ContactForm({
  defaults,
  onSent,
}: {
  defaults: { name: string; email: string };
  onSent: (name: string) => void;
}) {
  const [openedAt] = useState(() => Date.now());
  const send = useSendContactMessage();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: defaults.name, email: defaults.email, topic: undefined, message: '' },
  });
  const { errors } = form.formState;
  const ids = { topic: useId(), message: useId() };
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const trap = event.currentTarget.elements.namedItem('website');
    const website = trap instanceof HTMLInputElement ? trap.value : '';
    void form.handleSubmit((values) =>
      send.mutate(
        { ...values, website, elapsedMs: Date.now() - openedAt },
        { onSuccess: () => onSent(values.name) },
      ),
    )(event);
  };

  const failure = send.error
    ? send.error instanceof ApiError
      ? describeApiError(send.error.code, send.error.message)
      : { message: send.error.message }
    : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Your name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          hint="We reply to this address."
          {...form.register('email')}
          error={errors.email?.message}
        />
      </div>

      <div>
        <Label htmlFor={ids.topic}>Topic</Label>
        <div className="relative">
          <select
            id={ids.topic}
            defaultValue=""
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={errors.topic ? `${ids.topic}-error` : undefined}
            className={cn(
              controlClass,
              'h-11 appearance-none pr-9',
              errors.topic ? 'border-red-500' : 'border-stone-300',
            )}
            {...form.register('topic')}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {CONTACT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-stone-500"
          />
        </div>
        {errors.topic ? (
          <p id={`${ids.topic}-error`} className="mt-1.5 text-sm text-red-700">
            {errors.topic.message}
          </p>
        ) : null}
      </div>

      <div>
        <Label htmlFor={ids.message}>Message</Label>
        <textarea
          id={ids.message}
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${ids.message}-count${errors.message ? ` ${ids.message}-error` : ''}`}
          className={cn(
            controlClass,
            'resize-y py-3',
            errors.message ? 'border-red-500' : 'border-stone-300',
          )}
          {...form.register('message')}
        />
        <p id={`${ids.message}-count`} className="mt-1.5 text-right text-xs text-stone-600">
          {messageLength} / {CONTACT_LIMITS.message}
        </p>
        {errors.message ? (
          <p id={`${ids.message}-error`} className="text-sm text-red-700">
            {errors.message.message}
          </p>
        ) : null}
      </div>

      {/* For bots only: hidden from people and from assistive technology, never filled by a person. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {failure ? (
        <ErrorNotice size="inline" title={failure.title ?? 'Message not sent'} message={failure.message} />
      ) : null}

      <Button
        type="submit"
        size="lg"
        disabled={send.isPending}
        aria-busy={send.isPending}
        className={cn('w-full sm:w-auto', focusRing)}
      >
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
