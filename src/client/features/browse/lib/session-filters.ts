import { sessionListQuerySchema } from '#shared/schemas/catalog.ts';
import type {
  SessionCategory,
  SessionLength,
  SessionProgress,
  SessionSort,
  SessionType,
} from '#shared/catalog.ts';

/** What the sessions page shows, as carried by its address (shareable; the back button restores it). */
export interface SessionFilters {
  q?: string;
  category?: SessionCategory;
  type?: SessionType;
  coachId?: string;
  length?: SessionLength;
  premium?: boolean;
  progress?: SessionProgress;
  favorites?: true;
  sort: SessionSort;
}

const FILTER_KEYS = [
  'q',
  'category',
  'type',
  'coachId',
  'length',
  'premium',
  'progress',
  'favorites',
] as const;
const shape = sessionListQuerySchema.shape;

/**
 * Reads the address leniently with the API's own field schemas: a hand-edited or outdated link
 * drops the values it cannot use instead of failing the page.
 */
export function parseSessionFilters(params: URLSearchParams): SessionFilters {
  const filters: SessionFilters = { sort: 'newest' };
  const sort = shape.sort.safeParse(params.get('sort') ?? undefined);
  if (sort.success) filters.sort = sort.data;
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(filters, { [key]: parsed.data });
  }
  return filters;
}

/** The API's query for these filters (`GET /api/sessions`). */
export function filtersToQuery({ premium, favorites, ...rest }: SessionFilters) {
  return {
    ...rest,
    premium: premium === undefined ? undefined : premium ? ('true' as const) : ('false' as const),
    favorites: favorites ? ('true' as const) : undefined,
  };
}

/** The address parameters for these filters; the default sort is left out to keep links short. */
export function filtersToParams(filters: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

export const hasActiveFilters = (filters: SessionFilters) =>
  FILTER_KEYS.some((key) => filters[key] !== undefined);

/** Progress and favourites are about the signed-in user: visitors' links simply ignore them. */
export function forVisitor(filters: SessionFilters): SessionFilters {
  const { progress: _progress, favorites: _favorites, ...rest } = filters;
  return rest;
}
