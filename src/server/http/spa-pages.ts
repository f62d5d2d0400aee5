import type { AppDeps } from '#server/deps.ts';
import { isDatabaseUnavailable } from '#server/db/db-errors.ts';
import { AppError } from '#server/errors.ts';
import { getAdvisor, getPath, getSessionDetail } from '#server/modules/catalog/index.ts';
import { getResource } from '#server/modules/library/index.ts';
import { getNewsPost, listNews } from '#server/modules/news/index.ts';
import { sharedDeckCard } from '#server/modules/pitch/index.ts';
import type { Artwork } from '#shared/schemas/catalog.ts';
import { matchAppRoute, type PageLookup } from '#shared/app-routes.ts';
import { escapeHtml } from './html.ts';
import { PORTRAIT_SIZE, TITLE_CARD } from './link-card-image.ts';
import { momentOf, quoteAt } from './spa-pages-moment.ts';

/** What a shared link shows (Open Graph and Twitter cards) and what a crawler reads before any script. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  type: 'website' | 'article' | 'profile';
  /** Absolute URL of a raster cover, portrait or title card, when there is one. */
  image?: { url: string; width: number; height: number; type: string };
  /** For a page to be shown to those it is shared with, never listed by a search engine. */
  noindex?: true;
};

/**
 * Whether the path is a page of the app (200) or not (404), its cards when it shows one thing, and
 * the `<link>` hints for its chunk and first data (page-hints.ts). A private page is marked noindex
 * and carries no cards, not even the site's.
 */
export type SpaPage = {
  status: 200 | 404;
  meta: PageMeta | null;
  private?: true;
  links?: readonly string[];
};

const SITE = 'Founder Flow';
/** Cards use the 512-pixel cover: large enough for every network's square card, small to fetch. */
const CARD_IMAGE_SIZE = 512;

function cardImage(artwork: Artwork | null | undefined, appUrl: string): PageMeta['image'] {
  const image = artwork?.images.find((i) => i.width === CARD_IMAGE_SIZE && i.type === 'image/webp');
  return image ? { ...image, url: new URL(image.url, appUrl).toString() } : undefined;
}

/** A card image drawn by link-card.routes.ts, at the page's address plus `/card.png`. */
function drawnCard(appUrl: string, page: string, size: { width: number; height: number }) {
  return { url: new URL(`${page}/card.png`, appUrl).toString(), ...size, type: 'image/png' };
}

const shorten = (text: string, max = 200) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

type LookedUp = Exclude<PageLookup, 'private'>;

async function metaFor(deps: AppDeps, lookup: LookedUp, id: string, url: string): Promise<PageMeta> {
  const appUrl = deps.env.appUrl;
  switch (lookup) {
    case 'session': {
      const session = await getSessionDetail(deps, id);
      return {
        title: `${session.title} · ${SITE}`,
        description: shorten(session.description),
        url,
        type: 'article',
        image: cardImage(session.artwork, appUrl),
      };
    }
    case 'path': {
      const path = await getPath(deps, id, null);
      return {
        title: `${path.title} · ${SITE}`,
        description: shorten(path.description),
        url,
        type: 'website',
        image: cardImage(path.artwork, appUrl),
      };
    }
    case 'library': {
      const resource = await getResource(deps, id, null);
      return {
        title: `${resource.title} · ${SITE}`,
        description: shorten(resource.summary),
        url,
        type: 'article',
        image: drawnCard(appUrl, `/library/${encodeURIComponent(resource.slug)}`, TITLE_CARD),
      };
    }
    case 'news': {
      const post = await getNewsPost(deps, id);
      const cover = post.cover;
      return {
        title: `${post.title} · ${SITE}`,
        description: shorten(post.summary),
        url,
        type: 'article',
        ...(cover
          ? {
              image: {
                url: new URL(cover.url, appUrl).toString(),
                width: cover.width,
                height: cover.height,
                type: 'image/webp',
              },
            }
          : {}),
      };
    }
    case 'deck': {
      const deck = await sharedDeckCard(deps.db, id);
      return {
        title: deck.title,
        description: shorten(deck.oneLiner || `A pitch deck shared from ${SITE}.`),
        url,
        type: 'website',
        image: drawnCard(appUrl, `/d/${encodeURIComponent(id)}`, TITLE_CARD),
        noindex: true,
      };
    }
    case 'advisor': {
      const advisor = await getAdvisor(deps, id);
      const size = { width: PORTRAIT_SIZE, height: PORTRAIT_SIZE };
      return {
        title: `${advisor.name}, ${advisor.title} · ${SITE}`,
        description: shorten(advisor.bio),
        url,
        type: 'profile',
        ...(advisor.avatarUrl ? { image: drawnCard(appUrl, `/advisors/${advisor.id}`, size) } : {}),
      };
    }
    default:
      return lookup satisfies never;
  }
}

/**
 * A session's card for a link to one of its moments (`?t=SECONDS`, 'Share this moment'): the line
 * spoken then as its description, and the moment in its URL. A premium session's line stays
 * private (see quoteAt), as does any t that is no moment of the session: the card is the session's.
 */
async function atMoment(
  deps: AppDeps,
  meta: PageMeta,
  idOrSlug: string,
  search: URLSearchParams,
): Promise<PageMeta> {
  const seconds = momentOf(search);
  if (seconds === null) return meta;
  const quote = await quoteAt(deps, idOrSlug, seconds);
  if (!quote) return meta;
  return { ...meta, description: shorten(`“${quote}”`), url: `${meta.url}?t=${seconds}` };
}

/**
 * The answer for a path the SPA will render: 404 for no page of the app, and for a page whose one
 * thing (a session, path, advisor, resource, post or shared deck) does not exist; their cards for
 * those that do; a private page (an account's own deck, an admin's record) is 200 for any id, marked
 * noindex. When the database cannot be asked, the page is served plainly (the app itself then shows
 * what it can), never refused.
 */
export async function spaPageFor(
  deps: AppDeps,
  pathname: string,
  search = new URLSearchParams(),
): Promise<SpaPage> {
  const match = matchAppRoute(pathname);
  if (!match) return { status: 404, meta: null };
  if (match.lookup === 'private') return { status: 200, meta: null, private: true };
  if (match.lookup === 'none' || match.id === undefined) return { status: 200, meta: null };
  const url = new URL(pathname, deps.env.appUrl).toString();
  try {
    const meta = await metaFor(deps, match.lookup, match.id, url);
    return {
      status: 200,
      meta: match.lookup === 'session' ? await atMoment(deps, meta, match.id, search) : meta,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { status: 200, meta: null };
    if (error instanceof AppError && error.status === 404) return { status: 404, meta: null };
    // An id no row can have (a NUL byte, an over-long slug): nothing to show either.
    deps.logger.debug({ err: error, path: pathname }, 'page lookup failed: answered 404');
    return { status: 404, meta: null };
  }
}

/**
 * `<link rel="preload" as="image">` for the image a list page shows largest at the top, when the
 * server can name it: on /news the newest post's cover (the page's largest paint on a phone), which
 * the browser would otherwise only ask for once the main bundle had run and the list had rendered.
 * The URL is the card's own (`listNews`, as the API answers), so the page's `<img>` reuses it.
 */
export async function leadImageHints(deps: AppDeps, pathname: string): Promise<string[]> {
  if (matchAppRoute(pathname)?.route !== '/news') return [];
  try {
    const cover = (await listNews(deps, { limit: 1 })).items[0]?.cover;
    return cover
      ? [`<link rel="preload" href="${escapeHtml(cover.url)}" as="image" fetchpriority="high" />`]
      : [];
  } catch (error) {
    // No hint is no harm: the page asks for the cover itself.
    deps.logger.debug({ err: error, path: pathname }, 'lead image lookup failed: no hint');
    return [];
  }
}

/** The site's cards in the built index.html (Open Graph and Twitter): a page's own replace them. */
const CARD_TAGS = /\s*<meta\s+(?:property="og:[a-z_:]+"|name="twitter:[a-z_:]+")\s+content="[^"]*"\s*\/?>/g;
const TITLE_AND_DESCRIPTION =
  /\s*<title>[^<]*<\/title>|\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/g;
const NOINDEX = '<meta name="robots" content="noindex" />';

const beforeHeadEnd = (html: string, tags: readonly string[]) =>
  html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);

/** index.html for a private page: no cards (nothing about it is anyone else's), kept out of indexes. */
export function asPrivatePage(html: string): string {
  return beforeHeadEnd(html.replace(CARD_TAGS, ''), [NOINDEX]);
}

/**
 * index.html with the page's title, description and cards in place of the site's; a wide image
 * (a drawn title card) is shown large.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const wide = meta.image && meta.image.width > meta.image.height;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    ...(meta.noindex ? [NOINDEX] : []),
    tag('property', 'og:site_name', SITE),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image
      ? [
          tag('property', 'og:image', meta.image.url),
          tag('property', 'og:image:type', meta.image.type),
          tag('property', 'og:image:width', meta.image.width),
          tag('property', 'og:image:height', meta.image.height),
        ]
      : []),
    tag('name', 'twitter:card', wide ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    ...(meta.image ? [tag('name', 'twitter:image', meta.image.url)] : []),
  ];
  return beforeHeadEnd(html.replace(TITLE_AND_DESCRIPTION, '').replace(CARD_TAGS, ''), tags);
}
