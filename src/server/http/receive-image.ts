import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { AppDeps } from '#server/deps.ts';
import { AppError } from '#server/errors.ts';
import { receiveToFile } from './receive-upload.ts';

/** What the bytes must say they are; the name and Content-Type the browser sent are not trusted. */
const IMAGE_EXTENSIONS = new Set(['jpg', 'png', 'webp']);
/** A decompression bomb (a tiny file of a vast picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export type WebpShape = { width: number; height: number; maxBytes: number; quality: number };

/**
 * Receives an uploaded picture and hands `keep` a safe copy of it: checked by its bytes (JPEG, PNG
 * or WebP, else 415 `unsupported_image`), at most `maxBytes` (413 while it arrives), turned upright,
 * cropped to `width` × `height` and re-encoded as WebP by sharp, so nothing of the original file (its
 * metadata, a payload) is ever served. Both temporary files are gone when it returns.
 */
export async function withWebpImage<T>(
  deps: AppDeps,
  body: ReadableStream<Uint8Array> | null,
  shape: WebpShape,
  keep: (resizedFile: string) => Promise<T>,
): Promise<T> {
  const folder = path.join(deps.env.dataDir, 'uploads');
  await fs.promises.mkdir(folder, { recursive: true });
  const upload = path.join(folder, randomUUID());
  const resized = `${upload}.webp`;
  try {
    const size = await receiveToFile(body, upload, {
      maxBytes: shape.maxBytes,
      missing: new AppError('unsupported_image'),
    });
    const detected = size ? await fileTypeFromFile(upload) : undefined;
    if (!detected || !IMAGE_EXTENSIONS.has(detected.ext)) throw new AppError('unsupported_image');
    try {
      await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(shape.width, shape.height, { fit: 'cover' })
        .webp({ quality: shape.quality })
        .toFile(resized);
    } catch {
      throw new AppError('unsupported_image');
    }
    return await keep(resized);
  } finally {
    await Promise.all([upload, resized].map((file) => fs.promises.rm(file, { force: true })));
  }
}
