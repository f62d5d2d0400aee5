import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { libraryResources } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { receiveToFile } from '#server/http/receive-upload.ts';
import { RESOURCE_FILE_FORMATS, type ResourceFileFormat } from '#shared/library.ts';
import { LIBRARY_FILE_MAX_BYTES, type AdminResource } from '#shared/schemas/admin-editors.ts';
import { audit, type Actor } from './admin-writes.ts';
import { findAdminResource } from './library-editor.service.ts';

/**
 * Files uploaded in the console, each in a folder of its own so that its last segment is the name it
 * downloads as (the media route names the attachment after it). The seed's files (library/<name>)
 * are shared by every database seeded into the same store and built again by each seed, so they are
 * never removed.
 */
const UPLOADED_FILES = 'library/uploads/';

/**
 * What the bytes must say: file-type reads a workbook's or document's [Content_Types].xml, so a
 * macro-enabled .xlsm or .docm (or any other zip) renamed .xlsx is not taken, nor is a page renamed .pdf.
 */
const isResourceFormat = (ext: string | undefined): ext is ResourceFileFormat =>
  (RESOURCE_FILE_FORMATS as readonly string[]).includes(ext ?? '');

/**
 * Replaces a resource's downloadable file: streamed to disk and refused at 20 MB while it arrives
 * (413), an .xlsx, .docx or .pdf by its bytes (else 415), kept under a new key named after the
 * resource's slug; a file uploaded here before is removed once the resource points at the new one.
 */
export async function saveResourceFile(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<AdminResource> {
  const resource = await findAdminResource(deps.db, id);
  const folder = path.join(deps.env.dataDir, 'uploads');
  await fs.promises.mkdir(folder, { recursive: true });
  const upload = path.join(folder, randomUUID());
  try {
    const size = await receiveToFile(body, upload, {
      maxBytes: LIBRARY_FILE_MAX_BYTES,
      missing: new AppError('unsupported_library_file'),
    });
    const format = size ? (await fileTypeFromFile(upload))?.ext : undefined;
    if (!isResourceFormat(format)) throw new AppError('unsupported_library_file');

    const fileName = `${resource.slug}.${format}`;
    const key = `${UPLOADED_FILES}${randomBytes(6).toString('hex')}/${fileName}`;
    await deps.media.put(key, upload);
    const old = await deps.db
      .transaction(async (tx) => {
        const [row] = await tx
          .select({ key: libraryResources.fileKey })
          .from(libraryResources)
          .where(eq(libraryResources.id, id))
          .for('update');
        if (!row) throw new AppError('resource_not_found');
        const before = await findAdminResource(tx, id);
        await tx
          .update(libraryResources)
          .set({ fileKey: key, fileName, fileFormat: format, fileSize: size })
          .where(eq(libraryResources.id, id));
        await audit(tx, actor, {
          action: 'resource.file',
          targetType: 'resource',
          targetId: id,
          before: { file: before.file, fileKey: row.key },
          after: { file: { name: fileName, format, size }, fileKey: key },
        });
        return row.key;
      })
      .catch(async (error: unknown) => {
        // A write that failed (the resource deleted meanwhile, the database away) leaves no stray file.
        await deps.media.remove(key);
        throw error;
      });
    if (old?.startsWith(UPLOADED_FILES)) await deps.media.remove(old);
    return findAdminResource(deps.db, id);
  } finally {
    await fs.promises.rm(upload, { force: true });
  }
}
