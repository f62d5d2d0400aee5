import type { JournalThemeId } from '#shared/journal-themes.ts';
import { analyseText } from '#server/modules/journal/owl/analyse.ts';
import { hashString } from '#server/modules/journal/owl/seeded.ts';
import { dayNumber } from '#server/modules/progress/index.ts';
import { PROMPT_BANK, type BankPrompt } from './prompt-bank.ts';

export type DailyPrompt = { id: string; text: string; themes: JournalThemeId[]; reason: string };

export type DailyPromptInput = {
  userId: string;
  /** 'YYYY-MM-DD' in the user's time zone. */
  localDate: string;
  /** Free-text goals from the profile, e.g. ['Raise a seed round', 'Sleep better']. */
  goals: string[];
  /** Newest first, up to 10. */
  recentSessions: { title: string; description: string; category: string }[];
  /** The bank in use (the admin's edits applied, bank-edits.ts); the one in code by default. */
  bank?: readonly BankPrompt[];
};

/**
 * How the question of the day is chosen, so it is stable and never repeats within two weeks:
 *
 * - Days fall into blocks of 14. Each block gets 14 distinct prompts, one per day.
 * - The bank is split, per user, into two disjoint halves; even blocks draw from one and odd blocks
 *   from the other. Any 14 consecutive days touch at most two neighbouring blocks, so no prompt can
 *   come back within 14 days, without remembering what was shown before.
 * - Within a half, the 14 are a weighted draw without replacement (Efraimidis–Spirakis keys from a
 *   hash of user, block and prompt), weighted towards the themes of the user's goals and of what
 *   they listened to recently.
 */
export const NO_REPEAT_DAYS = 14;

const GOAL_WEIGHT = 3;
const NEWEST_SESSION_WEIGHT = 3;
const SESSION_WEIGHT_STEP = 0.25;
const MIN_SESSION_WEIGHT = 1;
const CATEGORY_WEIGHT = 2;
/** Sessions further back than this say little about today, and do not give the reason. */
const SESSIONS_FOR_REASON = 3;

type Source = { reason: string; themes: JournalThemeId[]; category: string | null };

function sourcesOf(input: DailyPromptInput): { sessions: Source[]; goals: Source[] } {
  const sessions = input.recentSessions.slice(0, 10).map((session) => ({
    reason: `Because you listened to ‘${session.title}’`,
    themes: analyseText(`${session.title}. ${session.description}`).themes,
    category: session.category,
  }));
  const goals = input.goals
    .filter((goal) => goal.trim() !== '')
    .map((goal) => ({
      reason: `For your goal: ${goal.trim()}`,
      themes: analyseText(goal).themes,
      category: null,
    }));
  return { sessions, goals };
}

function themeWeights(sessions: Source[], goals: Source[]): Map<JournalThemeId, number> {
  const weights = new Map<JournalThemeId, number>();
  const add = (themes: JournalThemeId[], weight: number) => {
    for (const theme of themes) weights.set(theme, (weights.get(theme) ?? 0) + weight);
  };
  for (const goal of goals) add(goal.themes, GOAL_WEIGHT);
  sessions.forEach((session, position) => {
    add(session.themes, Math.max(MIN_SESSION_WEIGHT, NEWEST_SESSION_WEIGHT - position * SESSION_WEIGHT_STEP));
  });
  return weights;
}

/** The user's half of the bank for even (0) or odd (1) blocks: a per-user shuffle, dealt alternately. */
function halfOfBank(userId: string, half: number, bank: readonly BankPrompt[]): BankPrompt[] {
  return [...bank]
    .sort(
      (a, b) =>
        hashString(`${userId}|half|${a.id}`) - hashString(`${userId}|half|${b.id}`) ||
        a.id.localeCompare(b.id),
    )
    .filter((_, index) => index % 2 === half);
}

const suits = (prompt: BankPrompt, category: string | null) =>
  category !== null && (prompt.categories as readonly string[] | undefined)?.includes(category) === true;

/** A number in (0, 1) from a string, for the weighted draw. */
const unitHash = (text: string) => (hashString(text) + 1) / 4_294_967_297;

function blockPrompts(
  input: DailyPromptInput,
  block: number,
  weights: Map<JournalThemeId, number>,
  newestCategory: string | null,
): BankPrompt[] {
  return halfOfBank(input.userId, block % 2, input.bank ?? PROMPT_BANK)
    .map((prompt) => {
      const themeWeight = prompt.themes.reduce((sum, theme) => sum + (weights.get(theme) ?? 0), 0);
      const categoryWeight = suits(prompt, newestCategory) ? CATEGORY_WEIGHT : 0;
      const weight = 1 + themeWeight + categoryWeight;
      return { prompt, key: Math.log(unitHash(`${input.userId}|${block}|${prompt.id}`)) / weight };
    })
    .sort((a, b) => b.key - a.key)
    .slice(0, NO_REPEAT_DAYS)
    .map(({ prompt }) => prompt);
}

function reasonFor(prompt: BankPrompt, sessions: Source[], goals: Source[]): string {
  const candidates = [...sessions.slice(0, SESSIONS_FOR_REASON), ...goals];
  const fitting = candidates.find((source) => source.themes.some((theme) => prompt.themes.includes(theme)));
  if (fitting) return fitting.reason;
  const newest = sessions[0];
  if (newest && suits(prompt, newest.category)) return newest.reason;
  return 'Today’s question';
}

/** The user's journal question for `localDate`: the same inputs always give the same prompt. */
export function chooseDailyPrompt(input: DailyPromptInput): DailyPrompt {
  const day = dayNumber(input.localDate);
  if (!Number.isInteger(day)) throw new RangeError(`localDate must be YYYY-MM-DD, got "${input.localDate}"`);
  const { sessions, goals } = sourcesOf(input);
  const block = Math.floor(day / NO_REPEAT_DAYS);
  const prompts = blockPrompts(input, block, themeWeights(sessions, goals), sessions[0]?.category ?? null);
  const prompt = prompts[day - block * NO_REPEAT_DAYS]!;
  return {
    id: prompt.id,
    text: prompt.text,
    themes: [...prompt.themes],
    reason: reasonFor(prompt, sessions, goals),
  };
}
