import { z } from 'zod';
import { SESSION_CATEGORIES, SESSION_TYPES } from '#shared/catalog.ts';
import { ContentError } from './content-error.ts';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug like "calm-under-pressure"');
const text = z.string().trim().min(1, 'must not be empty');
const flag = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');

export const coachSchema = z
  .object({
    slug,
    name: text,
    title: text,
    bio: text,
    expertise: z.array(text).min(1, 'must list at least one area'),
  })
  .strict();

export const coachListSchema = z.array(coachSchema).min(1, 'must list at least one advisor');

export const pathSchema = z
  .object({
    slug,
    title: text,
    description: text,
    sessions: z.array(slug).min(1, 'must list at least one session'),
  })
  .strict();

export const pathListSchema = z.array(pathSchema);

/** Front matter as written (`key: value` text), turned into the session's typed fields. */
export const frontMatterSchema = z
  .object({
    title: text,
    coach: slug,
    category: z.enum(SESSION_CATEGORIES, `must be one of ${SESSION_CATEGORIES.join(', ')}`),
    type: z.enum(SESSION_TYPES, `must be one of ${SESSION_TYPES.join(', ')}`),
    premium: flag,
    featured: flag,
    /** A session outside the catalogue (never listed, searched or played from it): the /secret room's bonus. */
    unlisted: flag.optional().transform((v) => v ?? false),
    published: z.iso
      .date('must be a date written YYYY-MM-DD')
      .transform((day) => new Date(`${day}T00:00:00.000Z`)),
    journal_prompt: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null),
    description: text,
  })
  .strict();

function fieldOf(issue: z.core.$ZodIssue): string | null {
  if (issue.code === 'unrecognized_keys') return issue.keys.join(', ');
  let out = '';
  for (const key of issue.path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || null;
}

/** Parses `value`, or throws a ContentError naming `file` and the first field at fault. */
export function parseContent<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  const detail =
    issue.code === 'unrecognized_keys' ? 'unknown field' : missing ? 'is required' : issue.message;
  throw new ContentError(file, fieldOf(issue), detail);
}
