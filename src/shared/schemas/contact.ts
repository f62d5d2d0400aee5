import { z } from 'zod';
import { hasControlCharacter, SAFE_TEXT_MESSAGE, safeText } from '#shared/schemas/safe-text.ts';

/** What a contact message can be about; the form's select and the support mail's subject use these. */
export const CONTACT_TOPICS = ['account', 'billing', 'sessions', 'feedback', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  account: 'My account',
  billing: 'Billing and subscription',
  sessions: 'Sessions and content',
  feedback: 'Feedback and ideas',
  press: 'Press and partnerships',
  other: 'Something else',
};

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000, messageMin: 10 } as const;

/**
 * A form filled in faster than this is a bot's: it is answered 202 like any other and dropped. A
 * person needs longer than this to read the form and type a message of at least ten characters.
 */
export const CONTACT_MIN_FILL_MS = 3000;

/** Free text that may run over several lines: tabs and line breaks allowed, no other control character. */
export const hasControlBesidesLineBreaks = (value: string) =>
  hasControlCharacter(value.replace(/[\t\n\r]/g, ''));

/**
 * Body of `POST /api/contact`; the contact form parses the same schema. `website` is the honeypot: a
 * field hidden from people, so any text in it comes from a bot filling every field it finds.
 * `elapsedMs` is how long the form was open before it was sent.
 */
export const contactMessageSchema = z
  .object({
    name: safeText(CONTACT_LIMITS.name, { trim: true }).min(1, 'Please enter your name.'),
    email: z.string().trim().max(CONTACT_LIMITS.email).pipe(z.email('Please enter a valid email address.')),
    topic: z.enum(CONTACT_TOPICS, 'Please choose a topic.'),
    message: z
      .string()
      .trim()
      .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters.`)
      .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters.`)
      .refine((value) => !hasControlBesidesLineBreaks(value), SAFE_TEXT_MESSAGE),
    website: z.string().max(200).optional(),
    elapsedMs: z.number().int().min(0).max(86_400_000),
  })
  .strict()
  .meta({ id: 'ContactMessage' });

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactReceivedSchema = z
  .object({ received: z.literal(true).describe('The message was accepted; a confirmation mail follows') })
  .meta({ id: 'ContactReceived' });
