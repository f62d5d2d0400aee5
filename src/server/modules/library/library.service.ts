import { and, asc, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { isSubscriber } from '#server/auth/guards.ts';
import {
  coaches,
  coachingPaths,
  libraryBookmarks,
  libraryResources,
  sessions,
} from '#server/db/schema/index.ts';
import type { AppDeps, CurrentUser } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { signMediaUrl } from '#server/integrations/media-store/media-signer.ts';
import { prefixQuery } from '#server/modules/catalog/index.ts';
import { SIGN_IN_REASONS } from '#shared/errors.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '#shared/library.ts';
import type {
  DownloadGrant,
  ResourceCard,
  ResourceDetail,
  ResourceList,
  ResourceListQuery,
} from '#shared/schemas/library.ts';
import { decodePublishedCursor, encodePublishedCursor } from '#server/lib/published-cursor.ts';
import { renderMarkdown } from '#server/lib/markdown.ts';

type ResourceRow = typeof libraryResources.$inferSelect;

const bookmarkedBy = (userId: string | null): SQL<boolean> =>
  userId
    ? sql<boolean>`exists (select 1 from ${libraryBookmarks} where ${libraryBookmarks.resourceId} = ${libraryResources.id} and ${libraryBookmarks.userId} = ${userId})`
    : sql<boolean>`false`;

function toCard(row: ResourceRow, bookmarked: boolean): ResourceCard {
  return {
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    topic: row.topic,
    summary: row.summary,
    isPremium: row.isPremium,
    readMinutes: row.readMinutes,
    file:
      row.fileName && row.fileFormat && row.fileSize !== null
        ? { name: row.fileName, format: row.fileFormat, size: row.fileSize }
        : null,
    publishedAt: row.publishedAt.toISOString(),
    bookmarked,
  };
}

/** Premium resources are for subscribers and admins; free ones for everyone. */
async function isEntitled(deps: AppDeps, row: { isPremium: boolean }, user: CurrentUser | null) {
  if (!row.isPremium) return true;
  return user !== null && (user.role === 'admin' || (await isSubscriber(deps, user.id)));
}

/** Newest first; the slug settles a tie, so the keyset cursor (published_at, slug) is total. */
export async function listResources(
  deps: AppDeps,
  query: ResourceListQuery,
  userId: string | null,
): Promise<ResourceList> {
  if (query.bookmarked && !userId) throw new AppError('unauthorized', { message: SIGN_IN_REASONS.bookmark });
  // Resources an admin has unpublished are not listed.
  const conditions: SQL[] = [eq(libraryResources.isPublished, true)];
  if (query.kind) conditions.push(eq(libraryResources.kind, query.kind));
  if (query.topic) conditions.push(eq(libraryResources.topic, query.topic));
  const search = query.q ? prefixQuery(query.q) : null;
  if (search) conditions.push(sql`${libraryResources.searchVector} @@ ${search}`);
  if (query.bookmarked && userId) {
    conditions.push(
      exists(
        deps.db
          .select({ one: sql`1` })
          .from(libraryBookmarks)
          .where(
            and(eq(libraryBookmarks.resourceId, libraryResources.id), eq(libraryBookmarks.userId, userId)),
          ),
      ),
    );
  }
  if (query.cursor) {
    const cursor = decodePublishedCursor(query.cursor);
    const at = new Date(cursor.publishedAt);
    conditions.push(
      or(
        sql`${libraryResources.publishedAt} < ${at}`,
        and(eq(libraryResources.publishedAt, at), sql`${libraryResources.slug} > ${cursor.slug}`),
      )!,
    );
  }
  const rows = await deps.db
    .select({ row: libraryResources, bookmarked: bookmarkedBy(userId) })
    .from(libraryResources)
    .where(and(...conditions))
    .orderBy(desc(libraryResources.publishedAt), asc(libraryResources.slug))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row, bookmarked }) => toCard(row, Boolean(bookmarked))),
    nextCursor:
      rows.length > query.limit && last
        ? encodePublishedCursor({ publishedAt: last.row.publishedAt.toISOString(), slug: last.row.slug })
        : null,
  };
}

async function findResource(deps: AppDeps, slug: string): Promise<ResourceRow> {
  // Pages ask with whatever the address holds (spa-pages.ts): no such slug needs a query.
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) throw new AppError('resource_not_found');
  const [row] = await deps.db
    .select()
    .from(libraryResources)
    .where(and(eq(libraryResources.slug, slug), eq(libraryResources.isPublished, true)))
    .limit(1);
  if (!row) throw new AppError('resource_not_found');
  return row;
}

/** One resource; a premium one's body and prompt only for entitled callers. */
export async function getResource(
  deps: AppDeps,
  slug: string,
  user: CurrentUser | null,
): Promise<ResourceDetail> {
  const row = await findResource(deps, slug);
  const [entitled, bookmarked, relatedSessions, relatedPaths] = await Promise.all([
    isEntitled(deps, row, user),
    user
      ? deps.db
          .select({ one: sql`1` })
          .from(libraryBookmarks)
          .where(and(eq(libraryBookmarks.userId, user.id), eq(libraryBookmarks.resourceId, row.id)))
          .then((found) => found.length > 0)
      : false,
    row.relatedSessionSlugs.length
      ? deps.db
          .select({
            slug: sessions.slug,
            id: sessions.id,
            title: sessions.title,
            coachName: coaches.name,
            duration: sessions.duration,
            isPremium: sessions.isPremium,
          })
          .from(sessions)
          .leftJoin(coaches, eq(coaches.id, sessions.coachId))
          .where(and(inArray(sessions.slug, row.relatedSessionSlugs), eq(sessions.isActive, true)))
      : [],
    row.relatedPathSlugs.length
      ? deps.db
          .select({
            slug: coachingPaths.slug,
            id: coachingPaths.id,
            title: coachingPaths.title,
            description: coachingPaths.description,
          })
          .from(coachingPaths)
          .where(inArray(coachingPaths.slug, row.relatedPathSlugs))
      : [],
  ]);
  const inOrder = <T extends { slug: string }>(items: T[], slugs: string[]) =>
    [...items].sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
  return {
    ...toCard(row, bookmarked),
    locked: !entitled,
    bodyHtml: entitled ? renderMarkdown(row.body) : null,
    prompt: entitled ? row.prompt : null,
    relatedSessions: inOrder(relatedSessions, row.relatedSessionSlugs).map((s) => ({
      id: s.id,
      title: s.title,
      coachName: s.coachName,
      durationMinutes: Math.max(1, Math.round(s.duration / 60)),
      isPremium: s.isPremium,
    })),
    relatedPaths: inOrder(relatedPaths, row.relatedPathSlugs).map(({ id, title, description }) => ({
      id,
      title,
      description,
    })),
  };
}

/** Bookmarks a resource or removes the bookmark; both are idempotent. */
export async function setBookmark(deps: AppDeps, userId: string, slug: string, bookmarked: boolean) {
  const row = await findResource(deps, slug);
  if (bookmarked) {
    await deps.db.insert(libraryBookmarks).values({ userId, resourceId: row.id }).onConflictDoNothing();
  } else {
    await deps.db
      .delete(libraryBookmarks)
      .where(and(eq(libraryBookmarks.userId, userId), eq(libraryBookmarks.resourceId, row.id)));
  }
  return { bookmarked };
}

/** A signed, short-lived URL of a template's file, for entitled callers only (like premium media). */
export async function grantDownload(deps: AppDeps, slug: string, user: CurrentUser): Promise<DownloadGrant> {
  const row = await findResource(deps, slug);
  if (!row.fileKey || !row.fileName) throw new AppError('no_download');
  if (!(await isEntitled(deps, row, user))) {
    throw new AppError('premium_required', { message: 'This resource requires a subscription to access.' });
  }
  const { url, expiresAt } = signMediaUrl(deps.env.authSecret, row.fileKey);
  return { url, expiresAt, fileName: row.fileName };
}
