import type { Celebration } from '#shared/schemas/progress.ts';

/** One page of the reel: a big figure or phrase, what it means, and the page's colours. */
export type StorySlide = { id: string; eyebrow: string; headline: string; text: string; tone: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const monthLabel = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

type Slide = (data: Celebration, month: string) => StorySlide;

const intro: Slide = (data, month) => ({
  id: 'intro',
  eyebrow: month,
  headline: data.name.trim() ? `${data.name.trim().split(' ')[0]}'s story so far` : 'Your story so far',
  text: 'A look back at the time you gave yourself. Swipe, tap the arrows or use the arrow keys.',
  tone: 'from-indigo-950 via-indigo-900 to-teal-800',
});

const listening: Slide = (data) => ({
  id: 'listening',
  eyebrow: 'You listened',
  headline: data.sessionsCompleted
    ? plural(data.sessionsCompleted, 'session', 'sessions')
    : 'Your first session',
  text: data.sessionsCompleted
    ? `${plural(data.minutes, 'minute', 'minutes')} of coaching, in the gaps of a founder's day.`
    : 'is waiting for you: three minutes is enough to start.',
  tone: 'from-teal-900 via-teal-800 to-emerald-700',
});

const streak: Slide = (data) => ({
  id: 'streak',
  eyebrow: 'Your longest streak',
  headline: plural(data.streak.longest, 'day', 'days'),
  text: data.streak.current
    ? `You are on day ${data.streak.current} right now. Freezes keep a missed day from breaking it.`
    : 'A new streak starts with one session or one journal entry.',
  tone: 'from-amber-800 via-orange-800 to-rose-800',
});

const thisMonth: Slide = (data, month) => ({
  id: 'month',
  eyebrow: `In ${month.split(' ')[0]}`,
  headline: plural(data.thisMonth.activeDays, 'active day', 'active days'),
  text: data.thisMonth.journalEntries
    ? `and ${plural(data.thisMonth.journalEntries, 'journal entry', 'journal entries')}.`
    : 'Write a line in your journal after a session: it is where the insight sticks.',
  tone: 'from-sky-900 via-indigo-800 to-violet-800',
});

const badges: Slide = (data) => ({
  id: 'badges',
  eyebrow: 'Badges',
  headline: plural(data.badgesEarned, 'badge', 'badges'),
  text: data.thisMonth.badges.length
    ? `New this month: ${data.thisMonth.badges.map((b) => b.name).join(', ')}.`
    : 'Your next one is on your profile, with how close you are.',
  tone: 'from-violet-900 via-fuchsia-800 to-rose-800',
});

const paths: Slide = (data) => ({
  id: 'paths',
  eyebrow: 'Paths completed',
  headline: data.pathsCompleted.length
    ? plural(data.pathsCompleted.length, 'path', 'paths')
    : 'A path awaits',
  text: data.pathsCompleted.length
    ? data.pathsCompleted.map((p) => p.title).join(' · ')
    : 'A path is a short course: a handful of sessions in order.',
  tone: 'from-emerald-900 via-teal-800 to-cyan-800',
});

const advisor = (favourite: NonNullable<Celebration['favouriteAdvisor']>): StorySlide => ({
  id: 'advisor',
  eyebrow: 'The voice you came back to',
  headline: favourite.name,
  text: `${plural(favourite.completed, 'session', 'sessions')} completed with them.`,
  tone: 'from-indigo-900 via-purple-800 to-pink-800',
});

const journal: Slide = (data) => ({
  id: 'journal',
  eyebrow: 'Days you reflected',
  headline: plural(data.journalDays, 'day', 'days'),
  text: 'Every entry is yours alone: export it or delete it whenever you like.',
  tone: 'from-stone-900 via-indigo-950 to-teal-900',
});

/**
 * The reel's pages from the user's figures. A page with nothing to say yet says what is next
 * instead of showing a zero; the streak page is left out when the user hides streaks, and the
 * advisor's page when there is no favourite yet.
 */
export function storyOf(data: Celebration): StorySlide[] {
  const month = monthLabel(data.month);
  return [
    intro(data, month),
    listening(data, month),
    ...(data.streak.hidden ? [] : [streak(data, month)]),
    thisMonth(data, month),
    badges(data, month),
    paths(data, month),
    ...(data.favouriteAdvisor ? [advisor(data.favouriteAdvisor)] : []),
    journal(data, month),
  ];
}
