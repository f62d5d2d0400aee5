import { describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';

const BASE = { NODE_ENV: 'test', BETTER_AUTH_SECRET: 's'.repeat(32) } as const;
const S3 = {
  S3_BUCKET: 'founder-flow-media',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
} as const;
const storage = (settings: Record<string, string> = {}) => loadEnv({ ...BASE, ...settings }).mediaStorage;

describe('media storage: the local folder unless S3_BUCKET is set', () => {
  it('keeps media in DATA_DIR/media by default', () => {
    expect(storage()).toEqual({ kind: 'local' });
    expect(storage({ S3_BUCKET: '' })).toEqual({ kind: 'local' });
  });

  it('uses AWS with a bucket, region and key pair; virtual-host addressing, no redirect', () => {
    expect(storage(S3)).toEqual({
      kind: 's3',
      bucket: 'founder-flow-media',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: false,
      redirect: false,
    });
  });

  it('addresses another S3-compatible service by path unless told otherwise', () => {
    const minio = storage({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(minio).toMatchObject({ kind: 's3', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    const r2 = storage({ ...S3, S3_ENDPOINT: 'https://acct.r2.example.com', S3_FORCE_PATH_STYLE: 'false' });
    expect(r2).toMatchObject({ forcePathStyle: false });
    expect(storage({ ...S3, S3_MEDIA_REDIRECT: 'true' })).toMatchObject({ redirect: true });
  });

  it('refuses to start with a bucket but no region or credentials, naming what is missing', () => {
    const { S3_REGION: _r, ...noRegion } = S3;
    expect(() => storage(noRegion)).toThrow('S3_BUCKET needs S3_REGION.');
    const { S3_ACCESS_KEY_ID: _a, S3_SECRET_ACCESS_KEY: _s, ...noKeys } = S3;
    expect(() => storage(noKeys)).toThrow('S3_BUCKET needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.');
    expect(() => storage({ S3_BUCKET: 'media' })).toThrow(
      'S3_BUCKET needs S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
    );
  });

  it('refuses S3 settings without a bucket, rather than quietly storing uploads on local disk', () => {
    const { S3_BUCKET: _, ...noBucket } = S3;
    expect(() => storage(noBucket)).toThrow(
      /^S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET/,
    );
    expect(() => storage({ S3_MEDIA_REDIRECT: 'true' })).toThrow(/S3_MEDIA_REDIRECT set without S3_BUCKET/);
  });

  it('refuses an endpoint that is not a URL and flags that are not true or false', () => {
    expect(() => storage({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => storage({ ...S3, S3_MEDIA_REDIRECT: 'yes' })).toThrow(/S3_MEDIA_REDIRECT/);
  });
});
