import { Send } from 'lucide-react';
import { useRef, useState, type Ref } from 'react';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/utils.ts';
import { describeApiError } from '#shared/errors.ts';
import { useSendContactMessage } from '#client/features/pages/api/contact.ts';
import { ContactFields, contactFormSchema } from './contact-fields.tsx';

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
  const trap = useRef<HTMLInputElement>(null);
  const send = useSendContactMessage();
  const failure = send.error
    ? send.error instanceof ApiError
      ? describeApiError(send.error.code, send.error.message)
      : { message: send.error.message }
    : null;

  return (
    <Form
      schema={contactFormSchema}
      defaultValues={{ name: defaults.name, email: defaults.email, topic: undefined, message: '' }}
      onSubmit={(values) =>
        send.mutate(
          { ...values, website: trap.current?.value ?? '', elapsedMs: Date.now() - openedAt },
          { onSuccess: () => onSent(values.name) },
        )
      }
      error={failure ? { title: failure.title ?? 'Message not sent', message: failure.message } : null}
      pending={send.isPending}
      className="space-y-5"
      aria-label="Contact form"
      actions={
        <SubmitButton
          size="lg"
          className={cn('w-full sm:w-auto', focusRing)}
          pendingLabel={
            <>
              <Send aria-hidden="true" />
              Sending…
            </>
          }
        >
          <Send aria-hidden="true" />
          Send message
        </SubmitButton>
      }
    >
      <ContactFields />
      <Honeypot inputRef={trap} />
    </Form>
  );
}

/** For bots only: hidden from people and from assistive technology, never filled by a person. */
function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
