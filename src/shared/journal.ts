/**
 * The journal's constants, without zod, so the client can use them without loading a schema
 * library (src/shared/schemas/journal.ts holds the request and response schemas).
 */
/** Limits of the journal, shared by the forms and the server. */
export const JOURNAL_TEXT_MAX = 20_000;
export const JOURNAL_PROMPT_MAX = 500;
export const JOURNAL_TAG_MAX = 32;
export const JOURNAL_TAGS_MAX = 10;
export const OWL_MESSAGE_MAX = 2_000;
export const OWL_MEMORY_TEXT_MAX = 200;
export const OWL_MEMORY_ITEMS_MAX = 50;
export const JOURNAL_PAGE_SIZE = 20;
export const JOURNAL_PAGE_MAX = 50;
/** The latest moment of a session an entry may point to, in seconds (a day: far past any session). */
export const JOURNAL_MOMENT_MAX = 86_400;
/** A voice entry: at most 10 minutes and 25 MB (Opus at 32 kbit/s is about 2.4 MB for ten minutes). */
export const JOURNAL_AUDIO_MAX_SECONDS = 10 * 60;
export const JOURNAL_AUDIO_MAX_BYTES = 25 * 1024 * 1024;
/** The containers a recording may come in (the header is a hint; the server checks the bytes). */
export const JOURNAL_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg'] as const;

/** Mood from 1 to 5, with the words the page shows beside its icons. */
export const MOODS = [
  { value: 1, label: 'Rough' },
  { value: 2, label: 'Low' },
  { value: 3, label: 'Okay' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Great' },
] as const;
export const TRANSCRIPT_STATUSES = ['none', 'pending', 'done', 'failed'] as const;
export type TranscriptStatus = (typeof TRANSCRIPT_STATUSES)[number];

export const INSIGHT_RANGES = ['7d', '30d', '90d', '365d'] as const;
/** What the privacy panel states, written once: the page and the docs both show these lines. */
export const JOURNAL_PRIVACY_LINES = [
  'Your entries, recordings and Owl conversations are stored on Founder Flow’s server and readable only by you.',
  'The offline Owl runs on our server: nothing you write is sent anywhere else.',
  'When a model is configured, the entry you ask about, the conversation and your Owl memory list are sent to that model’s provider to write a reply — never entries kept away from AI.',
  'Recordings are sent to the transcription provider only when one is configured and the entry is not kept away from AI.',
  'Nothing you write is ever written to our logs.',
] as const;
