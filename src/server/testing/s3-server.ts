import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3MediaStoreOptions } from '#server/integrations/media-store/s3-media-store.ts';

/** s3rver accepts only its own fixed key pair. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver: S3's REST API and SigV4 checks, objects on disk) on a free
 * loopback port with a bucket and a folder of its own. close() stops it and removes the folder.
 */
export async function startS3Server(bucket = 'founder-flow-media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'founder-flow-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options: S3MediaStoreOptions = {
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
  /** The same settings as environment variables, for apps built through loadEnv. */
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: options.region,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  };
  return {
    options,
    env,
    /** Where s3rver keeps the bucket's objects, to check what a write left behind. */
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
