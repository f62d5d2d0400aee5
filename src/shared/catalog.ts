/** Catalogue vocabulary shared by the database schema, the API validators and the client. */
export const SESSION_TYPES = ['audio', 'video'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SESSION_CATEGORIES = ['impulse', 'podcast', 'other'] as const;
export type SessionCategory = (typeof SESSION_CATEGORIES)[number];

export const SESSION_SORTS = ['newest', 'popular', 'top_rated', 'shortest'] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

export const SESSION_LIST_MAX_LIMIT = 50;

/** Length buckets of the catalogue filter: ≤ 5 min, over 5 up to 15 min, over 15 min. */
export const SESSION_LENGTHS = ['short', 'medium', 'long'] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];
/** Upper bounds in seconds of the first two buckets. */
export const SESSION_LENGTH_BOUNDS = { short: 5 * 60, medium: 15 * 60 } as const;

/**
 * A signed-in user's state per session: nothing heard yet, some time heard, or completed (80 %).
 * Same rule as the play button: Listen / Continue / Listen Again.
 */
export const SESSION_PROGRESS = ['not_started', 'in_progress', 'completed'] as const;
export type SessionProgress = (typeof SESSION_PROGRESS)[number];

export const COACH_SEARCH_MAX_LENGTH = 100;
export const RECOMMENDATIONS_LIMIT = 8;

/**
 * Below these, a count says nothing about a session yet: instead of '0 participants' or an average
 * of two ratings, the session carries a 'New' tag (and no rating). The landing page's marketing
 * figures are the spec's claims, not these counts.
 */
export const COUNTS_SHOWN_FROM = { participants: 5, ratings: 3 } as const;
