import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client.ts';
import { libraryResources } from '#server/db/schema/index.ts';
import type { MediaStore } from '#server/integrations/media-store/media-store.ts';
import type { Logger } from '#server/logger.ts';
import { loadLibrary } from './library-content.ts';
import { TEMPLATES, type TemplateId } from './templates/templates.ts';

type SeedOptions = { db: Database; media: MediaStore; contentDir: string; logger: Logger };

/**
 * Loads content/library into the database, and builds each template's file into the media store
 * (once per seed, each library loaded only when one of its files is built). Idempotent: rows are
 * upserted by slug and files overwritten.
 */
export async function seedLibrary(
  { db, media, contentDir, logger }: SeedOptions,
  catalogue: { sessionSlugs: Set<string>; pathSlugs: Set<string> },
): Promise<void> {
  const resources = await loadLibrary(contentDir, catalogue);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'founder-flow-library-'));
  try {
    const files = new Map<TemplateId, { key: string; name: string; size: number }>();
    await Promise.all(
      [...new Set(resources.flatMap((r) => (r.template ? [r.template] : [])))].map(async (id) => {
        const template = TEMPLATES[id];
        const bytes = await template.build();
        const local = path.join(workDir, template.fileName);
        await writeFile(local, bytes);
        const key = `library/${template.fileName}`;
        await media.put(key, local);
        files.set(id, { key, name: template.fileName, size: bytes.byteLength });
      }),
    );
    for (const r of resources) {
      const file = r.template ? files.get(r.template)! : null;
      const values = {
        slug: r.slug,
        title: r.title,
        kind: r.kind,
        topic: r.topic,
        summary: r.summary,
        body: r.body,
        prompt: r.prompt,
        isPremium: r.isPremium,
        readMinutes: r.readMinutes,
        fileKey: file?.key ?? null,
        fileName: file?.name ?? null,
        fileFormat: r.template ? TEMPLATES[r.template].format : null,
        fileSize: file?.size ?? null,
        relatedSessionSlugs: r.sessionSlugs,
        relatedPathSlugs: r.pathSlugs,
        publishedAt: r.publishedAt,
      };
      await db
        .insert(libraryResources)
        .values(values)
        .onConflictDoUpdate({ target: libraryResources.slug, set: values });
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  logger.info({ resources: resources.length }, 'library seeded');
}
