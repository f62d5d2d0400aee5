import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import { loadContent } from '#server/content/load-content.ts';
import type { MediaStore } from '#server/integrations/media-store/media-store.ts';
import type { Logger } from '#server/logger.ts';
import type { Database } from './client.ts';
import { coaches, coachingPaths, pathSessions, profiles, sessions, subscribers, users } from './schema/index.ts';
import { DEMO_USERS } from './demo-users.ts';

type SeedOptions = {
  db: Database;
  media: MediaStore;
  contentDir: string;
  logger: Logger;
};

export async function catalogIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sessions);
  return (row?.n ?? 0) === 0;
}

/**
 * Loads content/ into the database and the media store. Idempotent: rows are upserted by slug and a
 * path's sessions are rewritten, so running it twice changes nothing and re-running after a content
 * edit applies the edit.
 */
export async function seedCatalog({ db, media, contentDir, logger }: SeedOptions): Promise<void> {
  const content = await loadContent(contentDir);
  const mediaDir = path.join(contentDir, 'media');

  for (const coach of content.coaches) {
    const avatarKey = `avatars/${coach.slug}.svg`;
    const avatarFile = path.join(mediaDir, avatarKey);
    const hasAvatar = await media.put(avatarKey, avatarFile).then(
      () => true,
      () => false,
    );
    const values = {
      slug: coach.slug,
      name: coach.name,
      title: coach.title,
      bio: coach.bio,
      expertise: coach.expertise,
      avatarKey: hasAvatar ? avatarKey : null,
    };
    await db.insert(coaches).values(values).onConflictDoUpdate({ target: coaches.slug, set: values });
  }
  const coachRows = await db.select({ id: coaches.id, slug: coaches.slug }).from(coaches);
  const coachIds = new Map(coachRows.map((c) => [c.slug, c.id]));

  for (const session of content.sessions) {
    const mediaKey = session.media ? session.media.file : null;
    if (session.media && mediaKey) await media.put(mediaKey, path.join(mediaDir, session.media.file));
    const values = {
      slug: session.slug,
      title: session.title,
      description: session.description,
      journalPrompt: session.journalPrompt,
      contentUrl: mediaKey,
      contentMimeType: session.media?.mimeType ?? null,
      isPremium: session.isPremium,
      duration: Math.round(session.media?.durationSeconds ?? 0),
      type: session.type,
      category: session.category,
      featured: session.featured,
      isActive: true,
      coachId: coachIds.get(session.coachSlug) ?? null,
      createdAt: session.publishedAt,
    };
    await db.insert(sessions).values(values).onConflictDoUpdate({ target: sessions.slug, set: values });
  }
  const sessionRows = await db.select({ id: sessions.id, slug: sessions.slug }).from(sessions);
  const sessionIds = new Map(sessionRows.map((s) => [s.slug, s.id]));

  for (const [index, p] of content.paths.entries()) {
    const values = {
      slug: p.slug,
      title: p.title,
      description: p.description,
      // Keeps the content file's order when listing paths.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    };
    const [row] = await db
      .insert(coachingPaths)
      .values(values)
      .onConflictDoUpdate({ target: coachingPaths.slug, set: values })
      .returning({ id: coachingPaths.id });
    if (!row) continue;
    await db.transaction(async (tx) => {
      await tx.delete(pathSessions).where(eq(pathSessions.pathId, row.id));
      const links = p.sessions.map((slug, position) => ({
        pathId: row.id,
        sessionId: sessionIds.get(slug)!,
        position,
      }));
      if (links.length) await tx.insert(pathSessions).values(links);
    });
  }
  logger.info(
    { coaches: content.coaches.length, sessions: content.sessions.length, paths: content.paths.length },
    'catalogue seeded',
  );
}

/** Demo accounts for development (never in production): one admin, one subscriber, one free user. */
export async function seedDemoUsers(db: Database, auth: Auth, logger: Logger): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_USERS.map((u) => u.email)));
  const have = new Set(existing.map((u) => u.email));
  for (const demo of DEMO_USERS) {
    if (!have.has(demo.email)) {
      await auth.api.signUpEmail({ body: { name: demo.name, email: demo.email, password: demo.password } });
    }
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (!user) continue;
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    await db.update(profiles).set({ role: demo.role, onboardingCompleted: true }).where(eq(profiles.id, user.id));
    if (demo.subscribed) {
      await db.insert(subscribers).values({ userId: user.id, subscriptionTier: 'premium' }).onConflictDoNothing();
    }
  }
  logger.info(
    { accounts: DEMO_USERS.map((u) => `${u.email} / ${u.password}`) },
    'demo accounts ready (development only)',
  );
}
