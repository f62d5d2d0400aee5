import fs from 'node:fs';
import { AppError } from '#server/errors.ts';

/**
 * Streams a raw upload body to a file of its own, counting bytes, and stops at `maxBytes` with 413
 * while the body still arrives (the body-limit middleware refuses a declared Content-Length over the
 * route's limit before this runs; a chunked body is caught here). A missing body is `missing`.
 */
export async function receiveToFile(
  body: ReadableStream<Uint8Array> | null,
  file: string,
  { maxBytes, missing }: { maxBytes: number; missing: AppError },
): Promise<number> {
  if (!body) throw missing;
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new AppError('payload_too_large');
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
  return size;
}
