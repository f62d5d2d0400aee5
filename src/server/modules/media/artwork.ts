import { ARTWORK_FORMATS, ARTWORK_SIZES } from '#server/content/session-media.ts';

const MIME = { avif: 'image/avif', webp: 'image/webp' } as const;

/** The `artwork` field of session cards and paths (artworkSchema in the shared catalogue schemas). */
export type Artwork = {
  images: Array<{ url: string; width: number; height: number; type: (typeof MIME)[keyof typeof MIME] }>;
};

/**
 * The public URLs of a cover stored under `key` (e.g. `artwork/sessions/<slug>`): every size the
 * pipeline renders, in each format, smallest first, so a client can build a srcset per format.
 */
export function toArtwork(key: string | null): Artwork | null {
  if (!key) return null;
  return {
    images: ARTWORK_FORMATS.flatMap((format) =>
      ARTWORK_SIZES.map((size) => ({
        url: `/media/${key}-${size}.${format}`,
        width: size,
        height: size,
        type: MIME[format],
      })),
    ),
  };
}
