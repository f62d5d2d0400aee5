import type { MediaStorageConfig } from '#server/env.ts';
import { MEDIA_URL_TTL_SECONDS } from './media-signer.ts';
import { createFsMediaStore, mimeTypeFor, type MediaStore } from './media-store.ts';

/** The media store the environment chose: `localRoot` (the default), or the S3 bucket. */
export async function createConfiguredMediaStore(
  config: MediaStorageConfig,
  localRoot: string,
): Promise<MediaStore> {
  if (config.kind === 'local') return createFsMediaStore(localRoot);
  // Loaded only when chosen: the AWS SDK is a large import that a local installation never needs.
  const { createS3MediaStore } = await import('./s3-media-store.ts');
  const store = createS3MediaStore(config);
  if (!config.redirect) return store;
  // The origin presigned URLs point at (the endpoint, or the bucket's own host name on AWS), read off
  // one URL rather than worked out again beside the SDK's endpoint rules.
  const origin = new URL(await store.signedUrl('origin-probe.txt', { expiresIn: 60 })).origin;
  return {
    ...store,
    direct: {
      origin,
      url: (key, expiresIn) =>
        store.signedUrl(key, {
          expiresIn,
          // Whatever the object was uploaded with, the player gets the type and caching the app would send.
          contentType: mimeTypeFor(key),
          cacheControl: `private, max-age=${MEDIA_URL_TTL_SECONDS}`,
        }),
    },
  };
}
