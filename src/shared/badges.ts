/**
 * The badge catalogue, defined once: each badge's rule is data the server evaluates when
 * a qualifying event is stored (a completion, a journal entry, a rating), and the client shows the
 * name, line and icon. Icons are lucide names, drawn by the client.
 */
export type BadgeRule =
  | { kind: 'sessions'; count: number }
  | { kind: 'minutes'; count: number }
  | { kind: 'streak'; days: number }
  | { kind: 'journal'; count: number }
  | { kind: 'podcasts'; count: number }
  | { kind: 'paths'; count: number }
  | { kind: 'fiveStarRatings'; count: number }
  /** Pitch decks created. */
  | { kind: 'decks'; count: number }
  /** Every active session of one coaching path (its badge is made from the path: `pathBadge`). */
  | { kind: 'path'; slug: string }
  /** A session completed before 7:00 in the user's time zone. */
  | { kind: 'earlyBird' }
  /** A session completed at 22:00 or later in the user's time zone. */
  | { kind: 'nightOwl' };

export type Badge = {
  id: string;
  name: string;
  description: string;
  icon: string;
  rule: BadgeRule;
};

export const BADGES = [
  {
    id: 'first-session',
    name: 'First Step',
    description: 'You finished your first session.',
    icon: 'footprints',
    rule: { kind: 'sessions', count: 1 },
  },
  {
    id: 'sessions-10',
    name: 'Ten Down',
    description: 'Ten sessions finished: a habit is forming.',
    icon: 'layers',
    rule: { kind: 'sessions', count: 10 },
  },
  {
    id: 'sessions-50',
    name: 'Half Century',
    description: 'Fifty sessions finished.',
    icon: 'medal',
    rule: { kind: 'sessions', count: 50 },
  },
  {
    id: 'sessions-100',
    name: 'Century Club',
    description: 'A hundred sessions finished.',
    icon: 'trophy',
    rule: { kind: 'sessions', count: 100 },
  },
  {
    id: 'minutes-60',
    name: 'First Hour',
    description: 'A full hour of listening, a few minutes at a time.',
    icon: 'clock',
    rule: { kind: 'minutes', count: 60 },
  },
  {
    id: 'minutes-600',
    name: 'Ten Hours In',
    description: 'Ten hours spent on yourself.',
    icon: 'hourglass',
    rule: { kind: 'minutes', count: 600 },
  },
  {
    id: 'streak-3',
    name: 'Three in a Row',
    description: 'Three days in a row.',
    icon: 'flame',
    rule: { kind: 'streak', days: 3 },
  },
  {
    id: 'streak-7',
    name: 'Full Week',
    description: 'Seven days in a row — and the secret room is open.',
    icon: 'calendar-check',
    rule: { kind: 'streak', days: 7 },
  },
  {
    id: 'streak-30',
    name: 'Month of Momentum',
    description: 'Thirty days in a row.',
    icon: 'mountain',
    rule: { kind: 'streak', days: 30 },
  },
  {
    id: 'first-reflection',
    name: 'First Reflection',
    description: 'You wrote your first journal entry.',
    icon: 'notebook-pen',
    rule: { kind: 'journal', count: 1 },
  },
  {
    id: 'journal-10',
    name: 'Ten Pages',
    description: 'Ten journal entries: you are listening to yourself.',
    icon: 'book-open',
    rule: { kind: 'journal', count: 10 },
  },
  {
    id: 'first-podcast',
    name: 'Tuned In',
    description: 'You finished a whole podcast.',
    icon: 'podcast',
    rule: { kind: 'podcasts', count: 1 },
  },
  {
    id: 'first-path',
    name: 'Path Finisher',
    description: 'Every session of a coaching path, done.',
    icon: 'route',
    rule: { kind: 'paths', count: 1 },
  },
  {
    id: 'paths-3',
    name: 'Trailblazer',
    description: 'Three coaching paths completed.',
    icon: 'map',
    rule: { kind: 'paths', count: 3 },
  },
  {
    id: 'early-bird',
    name: 'Early Bird',
    description: 'A session finished before seven in the morning.',
    icon: 'sunrise',
    rule: { kind: 'earlyBird' },
  },
  {
    id: 'night-owl',
    name: 'Night Owl',
    description: 'A session finished after ten at night.',
    icon: 'moon-star',
    rule: { kind: 'nightOwl' },
  },
  {
    id: 'five-star-rater',
    name: 'Generous Ear',
    description: 'You gave a session five stars.',
    icon: 'star',
    rule: { kind: 'fiveStarRatings', count: 1 },
  },
  {
    id: 'first-deck',
    name: 'Storyteller',
    description: 'You built your first pitch deck: the story is on paper now.',
    icon: 'presentation',
    rule: { kind: 'decks', count: 1 },
  },
] as const satisfies readonly Badge[];

export type BadgeId = (typeof BADGES)[number]['id'];

/** The badge whose earning opens /secret. */
export const SECRET_BADGE_ID: BadgeId = 'streak-7';

/**
 * Each coaching path has a badge of its own ('each path completed'), named after the path
 * and made from the catalogue's paths, so a path added later has its badge without a code change.
 */
export const pathBadge = (path: { slug: string; title: string }): Badge => ({
  id: `path-${path.slug}`,
  name: path.title,
  description: `Every session of the ${path.title} path, done.`,
  icon: 'route',
  rule: { kind: 'path', slug: path.slug },
});
