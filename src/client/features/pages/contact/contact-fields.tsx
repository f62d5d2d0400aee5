import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField, TextareaField, TextField } from '#client/components/ui/form-fields.tsx';
import {
  CONTACT_LIMITS,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageSchema,
} from '#shared/schemas/contact.ts';

/** What a person fills in; the honeypot and the fill time are added on sending. */
export const contactFormSchema = contactMessageSchema.omit({ website: true, elapsedMs: true });

/** The fields a person fills in: name and address side by side, then the topic and the message. */
export function ContactFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Your name" autoComplete="name" maxLength={CONTACT_LIMITS.name} />
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          hint="We reply to this address."
        />
      </div>
      {/* Starts on the placeholder, so an untouched topic is refused instead of sent as the first one. */}
      <SelectField name="topic" label="Topic" defaultValue="">
        <option value="" disabled>
          Choose a topic
        </option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {CONTACT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        name="message"
        label="Message"
        rows={7}
        maxLength={CONTACT_LIMITS.message}
        textareaClassName="resize-y"
        hint={<MessageLength />}
      />
    </>
  );
}

/** How much of the message's room is used, read with the message. */
function MessageLength() {
  const message = useWatch<z.input<typeof contactFormSchema>, 'message'>({ name: 'message' });
  return (
    <span className="block text-right text-xs">
      {message?.length ?? 0} / {CONTACT_LIMITS.message}
    </span>
  );
}
