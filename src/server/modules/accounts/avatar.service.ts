import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { profiles } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { receiveToFile } from '#server/http/receive-upload.ts';
import { AVATAR_MAX_BYTES } from '#shared/schemas/accounts.ts';
import type { Profile } from '#shared/schemas/accounts.ts';
import { getProfile } from './profile.service.ts';

/** What the bytes must say they are; the name and Content-Type the browser sent are not trusted. */
const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'webp']);
const SIZE = 256;
/** Uploaded pictures live here (public, like advisors' avatars); a new name each time busts caches. */
const USER_AVATARS = 'avatars/users/';
/** A decompression bomb (a tiny file of a vast picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const keyOf = (avatarUrl: string) =>
  avatarUrl.startsWith(`/media/${USER_AVATARS}`) ? avatarUrl.slice('/media/'.length) : null;

async function replaceAvatar(deps: AppDeps, userId: string, avatarUrl: string): Promise<Profile> {
  const [before] = await deps.db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!before) throw new AppError('profile_not_found');
  await deps.db.update(profiles).set({ avatarUrl, updatedAt: new Date() }).where(eq(profiles.id, userId));
  const old = keyOf(before.avatarUrl);
  if (old && `/media/${old}` !== avatarUrl) await deps.media.remove(old);
  return getProfile(deps, userId);
}

/**
 * Receives an uploaded picture and hands `keep` a safe copy of it: checked by its bytes (JPEG, PNG
 * or WebP, else 415), at most 5 MB (413 while it arrives), turned upright, cropped to a 256 px square
 * and re-encoded as WebP by sharp, so nothing of the original file (its metadata, a payload) is ever
 * served. Both temporary files are gone when it returns. Advisors' portraits (admin) use it too.
 */
export async function withSquareWebp<T>(
  deps: AppDeps,
  body: ReadableStream<Uint8Array> | null,
  keep: (resizedFile: string) => Promise<T>,
): Promise<T> {
  const folder = path.join(deps.env.dataDir, 'uploads');
  await fs.promises.mkdir(folder, { recursive: true });
  const upload = path.join(folder, randomUUID());
  const resized = `${upload}.webp`;
  try {
    const size = await receiveToFile(body, upload, {
      maxBytes: AVATAR_MAX_BYTES,
      missing: new AppError('unsupported_image'),
    });
    const detected = size ? await fileTypeFromFile(upload) : undefined;
    if (!detected || !IMAGE_EXTENSIONS.has(detected.ext)) throw new AppError('unsupported_image');
    try {
      await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(SIZE, SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toFile(resized);
    } catch {
      throw new AppError('unsupported_image');
    }
    return await keep(resized);
  } finally {
    await Promise.all([upload, resized].map((file) => fs.promises.rm(file, { force: true })));
  }
}

/** Keeps a new profile picture (see `withSquareWebp`); the old one is removed. */
export function saveAvatar(
  deps: AppDeps,
  userId: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<Profile> {
  return withSquareWebp(deps, body, async (resized) => {
    const key = `${USER_AVATARS}${userId}-${randomUUID().slice(0, 8)}.webp`;
    await deps.media.put(key, resized);
    return replaceAvatar(deps, userId, `/media/${key}`);
  });
}

/** Back to initials: the picture is removed from the media store too. */
export const removeAvatar = (deps: AppDeps, userId: string) => replaceAvatar(deps, userId, '');
