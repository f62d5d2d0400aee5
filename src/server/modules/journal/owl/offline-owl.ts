import { type JournalThemeId } from '#shared/journal-themes.ts';
import { adviceDomain, boundaryReply } from './advice-boundaries.ts';
import { analyseText, type TextAnalysis } from './analyse.ts';
import { FOLLOW_UP_QUESTIONS, GENERAL_FOLLOW_UP_QUESTIONS } from './follow-up-questions.ts';
import { memoryLine } from './memory-line.ts';
import { MOOD_BANDS, moodBand, type MoodBand } from './mood-band.ts';
import { patternLine } from './pattern-line.ts';
import {
  GENERAL_REFLECTIONS,
  KEYWORD_REFLECTIONS,
  THEME_REFLECTIONS,
  THEME_TOPICS,
  TOPIC_REFLECTIONS,
} from './reflections.ts';
import { pickBySeed } from './seeded.ts';
import { suggestSession, type SessionCandidate } from './session-suggestion.ts';
import { summariseWeek, weekOverview, type DatedEntry } from './week-summary.ts';

export { suggestMemoryFacts } from './memory-facts.ts';
export { summariseWeek } from './week-summary.ts';
export type { SessionCandidate } from './session-suggestion.ts';

export type OwlTurn = { role: 'user' | 'owl'; text: string };

export type OfflineOwlInput = {
  /** The entry the conversation is about; null for the general conversation on the AI Owl tab. */
  entry: {
    text: string;
    mood: number | null;
    tags: string[];
    prompt: string | null;
    session: { id: string; title: string } | null;
  } | null;
  /** The conversation so far, oldest first, without `message`. */
  history: OwlTurn[];
  /** The user's newest message; '' when they just pressed 'Ask the Owl' on an entry. */
  message: string;
  /** Short facts the user lets the Owl keep ("Goal: close a seed round by March"). */
  memory: string[];
  /** Up to 30 newest entries the user allows AI on, newest first. */
  recentEntries: DatedEntry[];
  /** Active sessions the Owl may suggest. */
  catalog: SessionCandidate[];
  /** Makes every choice deterministic. */
  seed: string;
  now: Date;
};

export type OwlReply = {
  /** Plain text, 1–4 short paragraphs separated by a blank line, no Markdown. */
  text: string;
  suggestion: { sessionId: string; title: string } | null;
  distress: boolean;
  themes: JournalThemeId[];
};

/** Shown verbatim whenever a message or entry shows signs of crisis. */
export const CRISIS_RESOURCES_LINE =
  'If you are thinking about harming yourself or feel unsafe, please contact your local emergency number now, or a crisis line: in the US call or text 988; in the UK and Ireland call Samaritans on 116 123; elsewhere, findahelpline.com lists free, confidential lines.';

/** The client shows this under every conversation. */
export const OWL_BOUNDARY_NOTE =
  'The AI Owl is a reflection companion, not a source of medical, legal or financial advice.';

const DISTRESS_OPENERS = [
  'Thank you for telling me. What you wrote sounds really painful, and you do not have to carry it alone.',
  'I am really glad you wrote this down. It sounds like you are in a lot of pain right now, and that matters.',
  'What you are feeling sounds overwhelming. I am taking it seriously, and I want you to have support right now.',
];
const DISTRESS_CLOSING =
  'If you can, reach out to someone you trust and tell them how you are feeling. I am here to keep listening whenever writing helps.';

const SUMMARY_WORDS = /\b(summary|summari[sz]e|recap|overview)\b/i;
const WEEK_QUESTIONS =
  /\b(how (was|did|has|have) (my|this|the|last|past) week|(my|this|the|last|past) week (look|go|went|been)|look back (at|on) (my|this|the) week|about my week)\b/i;

/** "Summarise my week", "how was my week?" — but not "this week was awful" or "get through the week?". */
function asksForWeekSummary(message: string): boolean {
  return SUMMARY_WORDS.test(message) || WEEK_QUESTIONS.test(message);
}

const owlTexts = (history: readonly OwlTurn[]) =>
  history.filter((turn) => turn.role === 'owl').map((turn) => turn.text);

/** The first line of `lines` no earlier Owl turn has used, chosen by the seed. */
function freshPick(
  pools: readonly (readonly string[])[],
  used: readonly string[],
  seed: string,
): string | undefined {
  for (const pool of pools) {
    const fresh = pool.filter((line) => !used.some((text) => text.includes(line)));
    const picked = pickBySeed(fresh, seed);
    if (picked !== undefined) return picked;
  }
  return undefined;
}

function chooseQuestion(
  themes: readonly JournalThemeId[],
  band: MoodBand,
  used: readonly string[],
  seed: string,
): string {
  const otherBands = MOOD_BANDS.filter((other) => other !== band);
  const pools = [
    ...themes.map((theme) => FOLLOW_UP_QUESTIONS[theme][band]),
    GENERAL_FOLLOW_UP_QUESTIONS[band],
    ...themes.flatMap((theme) => otherBands.map((other) => FOLLOW_UP_QUESTIONS[theme][other])),
    ...otherBands.map((other) => GENERAL_FOLLOW_UP_QUESTIONS[other]),
    ...Object.values(FOLLOW_UP_QUESTIONS).flatMap((byBand) => MOOD_BANDS.map((each) => byBand[each])),
  ];
  return freshPick(pools, used, `${seed}|question`) ?? GENERAL_FOLLOW_UP_QUESTIONS[band][0]!;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fill(template: string, slot: 'topic' | 'keyword', value: string): string {
  const lower = new RegExp(`\\{${slot}\\}`, 'g');
  const upper = new RegExp(`\\{${capitalise(slot)}\\}`, 'g');
  return template.replace(upper, capitalise(value)).replace(lower, value);
}

function chooseReflection(
  analysis: TextAnalysis,
  themes: readonly JournalThemeId[],
  band: MoodBand,
  used: readonly string[],
  seed: string,
): string {
  const theme = themes[0];
  const pools = theme
    ? [
        [
          ...THEME_REFLECTIONS[theme][band],
          ...TOPIC_REFLECTIONS[band].map((line) => fill(line, 'topic', THEME_TOPICS[theme])),
        ],
      ]
    : analysis.keywords[0]
      ? [KEYWORD_REFLECTIONS[band].map((line) => fill(line, 'keyword', analysis.keywords[0]!))]
      : [];
  return (
    freshPick([...pools, GENERAL_REFLECTIONS[band]], used, `${seed}|reflection`) ??
    GENERAL_REFLECTIONS[band][0]!
  );
}

/** What the Owl says about the entry itself when it opens the conversation on it. */
function entryContext(entry: NonNullable<OfflineOwlInput['entry']>): string[] {
  const lines: string[] = [];
  if (entry.session) lines.push(`You wrote this after listening to ‘${entry.session.title}’.`);
  if (entry.prompt) lines.push(`You were answering the question “${entry.prompt.trim()}”`);
  if (entry.mood !== null) lines.push(`You rated your mood ${entry.mood} out of 5.`);
  return lines;
}

/** The hand-off: warmth, the crisis line and no question, after `lead` (what was asked for) if any. */
function distressReply(seed: string, themes: JournalThemeId[], lead?: string): OwlReply {
  const opener = pickBySeed(DISTRESS_OPENERS, `${seed}|distress`) ?? DISTRESS_OPENERS[0]!;
  return {
    text: [lead, opener, CRISIS_RESOURCES_LINE, DISTRESS_CLOSING].filter(Boolean).join('\n\n'),
    suggestion: null,
    distress: true,
    themes,
  };
}

/**
 * What the conversation is about now: the newest message's themes, else the entry's, else those of
 * the latest user turn that had any (so "yes, exactly" stays on topic).
 */
function conversationThemes(
  message: TextAnalysis,
  entry: TextAnalysis | null,
  history: readonly OwlTurn[],
): JournalThemeId[] {
  if (message.themes.length > 0) return message.themes;
  if (entry && entry.themes.length > 0) return entry.themes;
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const { themes } = analyseText(turn.text);
    if (themes.length > 0) return themes;
  }
  return [];
}

export function offlineOwlReply(input: OfflineOwlInput): OwlReply {
  const { entry, history, message, seed } = input;
  const turnSeed = `${seed}|${history.length}|${message}`;
  const used = owlTexts(history);
  const opening = message.trim() === '';
  const messageAnalysis = analyseText(message);
  const entryAnalysis = entry ? analyseText(entry.text) : null;
  const themes = conversationThemes(messageAnalysis, entryAnalysis, history);

  if (messageAnalysis.distress || entryAnalysis?.distress) return distressReply(turnSeed, themes);

  const entryBand = entry && entryAnalysis ? moodBand(entry.mood, entryAnalysis.sentiment) : 'mid';
  const messageBand = moodBand(null, messageAnalysis.sentiment);
  const band = opening ? entryBand : messageBand !== 'mid' || !entry ? messageBand : entryBand;

  const domain = opening ? null : adviceDomain(message);
  if (!opening && !domain && asksForWeekSummary(message)) {
    const week = weekOverview(input.recentEntries, input.now);
    const summary = summariseWeek(input.recentEntries, input.now);
    const weekThemes = week.themes.map(({ id }) => id);
    if (week.distress) return distressReply(turnSeed, weekThemes, summary);
    const question = chooseQuestion([], band, used, turnSeed);
    return { text: [summary, question].join('\n\n'), suggestion: null, distress: false, themes: weekThemes };
  }

  const paragraphs: string[] = [];
  if (domain) paragraphs.push(boundaryReply(domain));

  const reflectOn =
    opening && entryAnalysis
      ? entryAnalysis
      : messageAnalysis.keywords.length > 0
        ? messageAnalysis
        : (entryAnalysis ?? messageAnalysis);
  const reflection = chooseReflection(reflectOn, themes, band, used, turnSeed);
  paragraphs.push([...(opening && entry ? entryContext(entry) : []), reflection].join(' '));

  const theme = themes[0];
  const context = theme
    ? [
        patternLine({ theme, entry, recentEntries: input.recentEntries, now: input.now, used }),
        memoryLine({ memory: input.memory, themes, keywords: reflectOn.keywords, used }),
      ].filter((line): line is string => line !== null)
    : [];
  if (context.length > 0) paragraphs.push(context.join(' '));

  const suggestion = suggestSession({
    catalog: input.catalog,
    themes,
    excludeSessionId: entry?.session?.id ?? null,
    lastOwlTurns: used.slice(-2),
    seed: turnSeed,
  });
  const question = chooseQuestion(themes, band, used, turnSeed);
  paragraphs.push([suggestion?.line, question].filter(Boolean).join(' '));

  return {
    text: paragraphs.join('\n\n'),
    suggestion: suggestion ? { sessionId: suggestion.sessionId, title: suggestion.title } : null,
    distress: false,
    themes,
  };
}
