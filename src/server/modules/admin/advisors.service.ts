import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { coaches, sessions } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, firstRowOr } from '#server/errors.ts';
import { withSquareWebp } from '#server/modules/accounts/index.ts';
import { avatarUrl } from '#server/modules/catalog/index.ts';
import type { AdminAdvisor, AdminAdvisorCreate, AdminAdvisorPatch } from '#shared/schemas/admin-editors.ts';
import { audit, type Actor } from './admin-writes.ts';
import { freeSlug } from './slugs.ts';

/** Portraits uploaded in the console; the seed's own avatars (avatars/<slug>.svg) are never removed. */
const PORTRAITS = 'avatars/advisors/';

type CoachRow = typeof coaches.$inferSelect;

const toAdvisor = (row: CoachRow, sessionCount: number): AdminAdvisor => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  title: row.title,
  bio: row.bio,
  expertise: row.expertise,
  avatarUrl: avatarUrl(row.avatarKey),
  sessionCount,
});

/** What the audit log keeps of an advisor. */
const audited = ({ name, title, bio, expertise, avatarUrl: url }: AdminAdvisor) => ({
  name,
  title,
  bio,
  expertise,
  avatarUrl: url,
});

export async function listAdvisors(db: Database): Promise<AdminAdvisor[]> {
  const rows = await db
    .select({ coach: coaches, sessions: count(sessions.id) })
    .from(coaches)
    .leftJoin(sessions, eq(sessions.coachId, coaches.id))
    .groupBy(coaches.id)
    .orderBy(asc(coaches.name));
  return rows.map((r) => toAdvisor(r.coach, r.sessions));
}

async function findAdvisor(db: Database, id: string): Promise<AdminAdvisor> {
  const [row] = await db
    .select({ coach: coaches, sessions: count(sessions.id) })
    .from(coaches)
    .leftJoin(sessions, eq(sessions.coachId, coaches.id))
    .where(eq(coaches.id, id))
    .groupBy(coaches.id);
  if (!row) throw new AppError('advisor_not_found');
  return toAdvisor(row.coach, row.sessions);
}

export function createAdvisor(deps: AppDeps, actor: Actor, input: AdminAdvisorCreate): Promise<AdminAdvisor> {
  return deps.db.transaction(async (tx) => {
    const { slug: asked, name, title = '', bio = '', expertise = [] } = input;
    if (asked) {
      const [clash] = await tx.select({ id: coaches.id }).from(coaches).where(eq(coaches.slug, asked));
      if (clash) throw new AppError('slug_taken');
    }
    const slug = asked ?? (await freeSlug(tx, coaches, coaches.slug, name, 'advisor'));
    const row = firstRowOr(
      await tx.insert(coaches).values({ slug, name, title, bio, expertise }).returning(),
    );
    const created = toAdvisor(row, 0);
    await audit(tx, actor, {
      action: 'advisor.create',
      targetType: 'advisor',
      targetId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

export function updateAdvisor(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminAdvisorPatch,
): Promise<AdminAdvisor> {
  return deps.db.transaction(async (tx) => {
    const before = await findAdvisor(tx, id);
    if (Object.keys(input).length) await tx.update(coaches).set(input).where(eq(coaches.id, id));
    const after = await findAdvisor(tx, id);
    await audit(tx, actor, {
      action: 'advisor.update',
      targetType: 'advisor',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/**
 * A new portrait, checked and resized as users' avatars are (256 px WebP); a portrait uploaded here
 * before is removed from the media store once the advisor points at the new one.
 */
export async function saveAdvisorPortrait(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<AdminAdvisor> {
  await findAdvisor(deps.db, id);
  const { advisor, old } = await withSquareWebp(deps, body, async (resized) => {
    const key = `${PORTRAITS}${id}-${randomUUID().slice(0, 8)}.webp`;
    await deps.media.put(key, resized);
    const saved = deps.db.transaction(async (tx) => {
      const before = await findAdvisor(tx, id);
      const [previous] = await tx.select({ key: coaches.avatarKey }).from(coaches).where(eq(coaches.id, id));
      await tx.update(coaches).set({ avatarKey: key }).where(eq(coaches.id, id));
      const after = await findAdvisor(tx, id);
      await audit(tx, actor, {
        action: 'advisor.portrait',
        targetType: 'advisor',
        targetId: id,
        before: { avatarUrl: before.avatarUrl },
        after: { avatarUrl: after.avatarUrl },
      });
      return { advisor: after, old: previous?.key ?? null };
    });
    // A write that failed (the advisor deleted meanwhile, the database away) leaves no stray file.
    return saved.catch(async (error: unknown) => {
      await deps.media.remove(key);
      throw error;
    });
  });
  if (old?.startsWith(PORTRAITS)) await deps.media.remove(old);
  return advisor;
}
