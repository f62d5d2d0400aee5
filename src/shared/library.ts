/**
 * Library and news vocabulary without zod, so the pages that show them do not download a validator:
 * the API schemas (src/shared/schemas/library.ts, news.ts) build on these.
 */
export const RESOURCE_KINDS = ['guide', 'template', 'prompt'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  guide: 'Guides',
  template: 'Templates',
  prompt: 'AI prompts',
};

export const RESOURCE_TOPICS = [
  'fundraising',
  'hiring',
  'sales',
  'product',
  'leadership',
  'wellbeing',
] as const;
export type ResourceTopic = (typeof RESOURCE_TOPICS)[number];

export const RESOURCE_TOPIC_LABELS: Record<ResourceTopic, string> = {
  fundraising: 'Fundraising',
  hiring: 'Hiring',
  sales: 'First sales',
  product: 'Product',
  leadership: 'Leadership',
  wellbeing: 'Founder wellbeing',
};

/** Files a template can be downloaded as. */
export const RESOURCE_FILE_FORMATS = ['xlsx', 'docx', 'pdf'] as const;
export type ResourceFileFormat = (typeof RESOURCE_FILE_FORMATS)[number];

export const LIBRARY_SEARCH_MAX_LENGTH = 200;
export const LIBRARY_PAGE_MAX = 50;
export const LIBRARY_PAGE_DEFAULT = 24;

export const NEWS_PAGE_MAX = 20;
export const NEWS_PAGE_DEFAULT = 5;

/** How many items the /library and /news pages ask for at a time. */
export const LIBRARY_LIST_LIMIT = 12;
export const NEWS_LIST_LIMIT = 5;

/** What the library shows, as the address holds it: `/library?q=&kind=&topic=&saved=1`. */
export interface LibraryFilters {
  q?: string;
  kind?: ResourceKind;
  topic?: ResourceTopic;
  bookmarked?: true;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * Unknown values in the address are ignored rather than sent on, so a mistyped link still works.
 * The page reads its filters with it, and the server too, to name the page's first request.
 */
export function parseLibraryFilters(params: URLSearchParams): LibraryFilters {
  const q = params.get('q')?.trim().slice(0, LIBRARY_SEARCH_MAX_LENGTH);
  const kind = oneOf(RESOURCE_KINDS, params.get('kind'));
  const topic = oneOf(RESOURCE_TOPICS, params.get('topic'));
  return {
    ...(q ? { q } : {}),
    ...(kind ? { kind } : {}),
    ...(topic ? { topic } : {}),
    ...(params.get('saved') === '1' ? { bookmarked: true as const } : {}),
  };
}

/** A slug as the content files name them: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;
