import fs from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isSafeMediaKey, mimeTypeFor, type MediaStore } from './media-store.ts';

export type S3MediaStoreOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, a test server); AWS itself when absent. */
  endpoint?: string;
  /** Static keys; when absent the SDK's default chain (environment, instance role…) is asked. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (`endpoint/bucket/key`) rather than in the host name; most self-hosted servers want it. */
  forcePathStyle?: boolean;
};

/** What a presigned GET URL makes the storage answer with, whatever the object was stored with. */
export type SignedUrlOptions = { expiresIn: number; contentType?: string; cacheControl?: string };

export type S3MediaStore = MediaStore & {
  /** A presigned GET URL of the object: anyone holding it may read (with Range) until it expires. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
};

function checked(key: string): string {
  if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
  return key;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

function createS3Client(options: S3MediaStoreOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    // Checksums only where the API demands them (the SDK's behaviour before 2025): the newer default
    // sends streamed bodies as aws-chunked with a trailing CRC32, which many S3-compatible servers
    // (s3rver, older MinIO and R2, Backblaze) refuse or store wrongly. TLS and SigV4 still guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A storage that does not answer fails the request instead of holding it; no idle timeout on
      // reads, since a listener's paused player legitimately leaves a proxied stream idle.
      connectionTimeout: 3000,
      // Each proxied listener holds a connection for as long as it streams; the SDK's 50 would queue the 51st.
      httpAgent: { keepAlive: true, maxSockets: 512 },
      httpsAgent: { keepAlive: true, maxSockets: 512 },
    },
  });
}

/**
 * An object's bytes (or a range of them) as a stream handed back at once while the GET is still on
 * its way: the request starts on the first pull, and a cancelled stream (the listener seeked or left)
 * aborts it or frees its socket.
 */
function objectStream(
  client: S3Client,
  bucket: string,
  key: string,
  range?: { start: number; end: number },
): ReadableStream<Uint8Array> {
  const abort = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reader) {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
          { abortSignal: abort.signal },
        );
        if (!object.Body) throw new Error(`No body for media ${key}`);
        // The SDK types the web stream without its chunk type; an object body's chunks are bytes.
        reader = object.Body.transformToWebStream().getReader() as ReadableStreamDefaultReader<Uint8Array>;
      }
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel(reason) {
      abort.abort(reason);
      await reader?.cancel(reason);
    },
  });
}

export function createS3MediaStore(options: S3MediaStoreOptions): S3MediaStore {
  const { bucket } = options;
  const client = createS3Client(options);

  return {
    async put(key, sourceFile) {
      const { size } = await fs.promises.stat(sourceFile);
      // Streamed from disk with its length known up front: one PutObject (up to 5 GB), never in memory.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: fs.createReadStream(sourceFile),
          ContentLength: size,
          ContentType: mimeTypeFor(key),
        }),
      );
    },
    async remove(key) {
      // S3 answers 204 for a key that holds nothing, so a missing object is not an error here either.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    async stat(key) {
      if (!isSafeMediaKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          mimeType: mimeTypeFor(key),
          modifiedAt: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    read: (key, range) => objectStream(client, bucket, checked(key), range),
    async signedUrl(key, { expiresIn, contentType, cacheControl }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: checked(key),
        ...(contentType ? { ResponseContentType: contentType } : {}),
        ...(cacheControl ? { ResponseCacheControl: cacheControl } : {}),
      });
      return getSignedUrl(client, command, { expiresIn });
    },
  };
}
