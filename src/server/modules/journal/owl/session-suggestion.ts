import type { JournalThemeId } from '#shared/journal-themes.ts';
import { analyseText } from './analyse.ts';
import { hashString, pickBySeed } from './seeded.ts';

export type SessionCandidate = {
  id: string;
  title: string;
  description: string;
  category: string;
  pathTitles: string[];
};

export type SessionSuggestion = { sessionId: string; title: string; line: string };

const SUGGESTION_LINES = [
  'If it helps, ‘{title}’ might be worth a listen.',
  'You might find ‘{title}’ useful here.',
  'When you have a few minutes, ‘{title}’ speaks to this.',
];

/** How the reply names a suggested session; also how a later turn recognises it was suggested. */
export const quotedTitle = (title: string) => `‘${title}’`;

/**
 * The catalog session that fits the conversation's themes best: a session about the main theme
 * beats one about the second. Null when nothing fits, or when one of the last two Owl turns already
 * suggested a session (so the Owl does not turn into a playlist).
 */
export function suggestSession(input: {
  catalog: readonly SessionCandidate[];
  themes: readonly JournalThemeId[];
  excludeSessionId: string | null;
  lastOwlTurns: readonly string[];
  seed: string;
}): SessionSuggestion | null {
  const { catalog, themes } = input;
  if (themes.length === 0) return null;
  const candidates = catalog.filter((session) => session.id !== input.excludeSessionId);
  const suggestedRecently = input.lastOwlTurns.some((text) =>
    candidates.some((session) => text.includes(quotedTitle(session.title))),
  );
  if (suggestedRecently) return null;

  let best: { session: SessionCandidate; score: number; tieBreak: number } | null = null;
  for (const session of candidates) {
    const about = analyseText(
      [session.title, session.description, session.category, ...session.pathTitles].join('. '),
    ).themes;
    const score = themes.reduce((sum, theme, rank) => {
      const at = about.indexOf(theme);
      return at === -1 ? sum : sum + (themes.length - rank) * 2 + (about.length - at);
    }, 0);
    const tieBreak = hashString(`${input.seed}|${session.id}`);
    if (score > 0 && (!best || score > best.score || (score === best.score && tieBreak > best.tieBreak))) {
      best = { session, score, tieBreak };
    }
  }
  if (!best) return null;
  const template = pickBySeed(SUGGESTION_LINES, `${input.seed}|suggestion`) ?? SUGGESTION_LINES[0]!;
  return {
    sessionId: best.session.id,
    title: best.session.title,
    line: template.replace('‘{title}’', quotedTitle(best.session.title)),
  };
}
