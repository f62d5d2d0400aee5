import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { libraryResources } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { readMinutes } from '#server/lib/markdown.ts';
import type {
  AdminResource,
  AdminResourceCreate,
  AdminResourcePatch,
} from '#shared/schemas/admin-editors.ts';
import { audit, type Actor } from './admin-writes.ts';
import { freeSlug } from './slugs.ts';

type ResourceRow = typeof libraryResources.$inferSelect;

const toResource = (row: ResourceRow): AdminResource => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  kind: row.kind,
  topic: row.topic,
  summary: row.summary,
  body: row.body,
  prompt: row.prompt,
  isPremium: row.isPremium,
  readMinutes: row.readMinutes,
  hasFile: row.fileKey !== null,
  file:
    row.fileKey && row.fileName && row.fileFormat && row.fileSize !== null
      ? { name: row.fileName, format: row.fileFormat, size: row.fileSize }
      : null,
  publishedAt: row.publishedAt.toISOString(),
  isPublished: row.isPublished,
});

/** Every resource, unpublished ones too, newest first (the library holds a few hundred at most). */
export async function listAdminResources(db: Database): Promise<AdminResource[]> {
  const rows = await db
    .select()
    .from(libraryResources)
    .orderBy(desc(libraryResources.publishedAt))
    .limit(500);
  return rows.map(toResource);
}

export async function findAdminResource(db: Database, id: string): Promise<AdminResource> {
  const [row] = await db.select().from(libraryResources).where(eq(libraryResources.id, id));
  if (!row) throw new AppError('resource_not_found');
  return toResource(row);
}

async function checkSlug(db: Database, slug: string, id?: string) {
  const [clash] = await db
    .select({ id: libraryResources.id })
    .from(libraryResources)
    .where(eq(libraryResources.slug, slug));
  if (clash && clash.id !== id) throw new AppError('slug_taken');
}

/** What the log keeps: the body and prompt can be long, so their length stands in for them. */
const audited = ({ body, prompt, ...rest }: AdminResource) => ({
  ...rest,
  bodyLength: body.length,
  promptLength: prompt?.length ?? null,
});

export function createAdminResource(
  deps: AppDeps,
  actor: Actor,
  input: AdminResourceCreate,
): Promise<AdminResource> {
  return deps.db.transaction(async (tx) => {
    const {
      slug: asked,
      summary = '',
      prompt = null,
      isPremium = false,
      isPublished = false,
      ...fields
    } = input;
    if (asked) await checkSlug(tx, asked);
    const row = firstRowOr(
      await tx
        .insert(libraryResources)
        .values({
          ...fields,
          summary,
          prompt,
          isPremium,
          isPublished,
          slug:
            asked ?? (await freeSlug(tx, libraryResources, libraryResources.slug, input.title, 'resource')),
          readMinutes: readMinutes(input.body),
          publishedAt: new Date(),
        })
        .returning(),
    );
    const created = toResource(row);
    await audit(tx, actor, {
      action: 'resource.create',
      targetType: 'resource',
      targetId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

export function updateAdminResource(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminResourcePatch,
): Promise<AdminResource> {
  return deps.db.transaction(async (tx) => {
    const before = await findAdminResource(tx, id);
    if (input.slug) await checkSlug(tx, input.slug, id);
    const changes = {
      ...input,
      ...(input.body !== undefined ? { readMinutes: readMinutes(input.body) } : {}),
    };
    if (Object.keys(changes).length)
      await tx.update(libraryResources).set(changes).where(eq(libraryResources.id, id));
    const after = await findAdminResource(tx, id);
    const action =
      input.isPublished === undefined || input.isPublished === before.isPublished
        ? 'resource.update'
        : input.isPublished
          ? 'resource.publish'
          : 'resource.unpublish';
    await audit(tx, actor, {
      action,
      targetType: 'resource',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
