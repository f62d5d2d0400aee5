import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profiles } from '#server/db/schema/index.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { withWebpImage } from '#server/http/receive-image.ts';
import { AVATAR_MAX_BYTES } from '#shared/schemas/accounts.ts';
import type { Profile } from '#shared/schemas/accounts.ts';
import { getProfile } from './profile.service.ts';

const SIZE = 256;
/** Uploaded pictures live here (public, like advisors' avatars); a new name each time busts caches. */
const USER_AVATARS = 'avatars/users/';

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
 * A picture checked by its bytes (JPEG, PNG or WebP), at most 5 MB, cropped to a 256 px square and
 * re-encoded as WebP (`withWebpImage`), handed to `keep`. Advisors' portraits (admin) use it too.
 */
export function withSquareWebp<T>(
  deps: AppDeps,
  body: ReadableStream<Uint8Array> | null,
  keep: (resizedFile: string) => Promise<T>,
): Promise<T> {
  return withWebpImage(
    deps,
    body,
    { width: SIZE, height: SIZE, maxBytes: AVATAR_MAX_BYTES, quality: 82 },
    keep,
  );
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
