/** Catalogue vocabulary shared by the database schema, the API validators and the client. */
export const SESSION_TYPES = ['audio', 'video'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SESSION_CATEGORIES = ['impulse', 'podcast', 'other'] as const;
export type SessionCategory = (typeof SESSION_CATEGORIES)[number];

export const SESSION_SORTS = ['newest', 'popular', 'top_rated', 'shortest'] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

export const SESSION_LIST_MAX_LIMIT = 50;
