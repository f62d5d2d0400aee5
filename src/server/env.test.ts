import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env.ts';
import { STRIPE_TEST_ENV } from '#server/testing/stripe-double.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'founder-flow-env-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
let folders = 0;
const freshDataDir = () => path.join(scratch, `data-${++folders}`);

const PRODUCTION = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'p'.repeat(32),
  SMTP_URL: 'smtp://mail.example.com:587',
  ...STRIPE_TEST_ENV,
} as const;

describe('loadEnv in production', () => {
  it('starts with a secret, SMTP and Stripe', () => {
    const env = loadEnv(PRODUCTION);
    expect(env.isProduction).toBe(true);
    expect(env.smtpUrl).toBe(PRODUCTION.SMTP_URL);
  });

  it('refuses to start without SMTP_URL: the dev outbox would write reset links to the log', () => {
    const { SMTP_URL: _, ...withoutSmtp } = PRODUCTION;
    expect(() => loadEnv(withoutSmtp)).toThrow(/SMTP_URL must be set when NODE_ENV=production/);
    expect(() => loadEnv({ ...withoutSmtp, SMTP_URL: '' })).toThrow(/SMTP_URL/);
  });

  it('refuses SEED_DEMO_USERS=true: demo accounts have published passwords', () => {
    expect(() => loadEnv({ ...PRODUCTION, SEED_DEMO_USERS: 'true' })).toThrow(
      /SEED_DEMO_USERS=true is not allowed when NODE_ENV=production/,
    );
    expect(loadEnv({ ...PRODUCTION, SEED_DEMO_USERS: 'false' }).seedDemoUsers).toBe(false);
    expect(loadEnv(PRODUCTION).seedDemoUsers).toBe(false);
  });

  it('listens on every interface unless HOST says otherwise (it runs behind a load balancer)', () => {
    expect(loadEnv(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadEnv({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('never writes or reads a secret file: BETTER_AUTH_SECRET is required', () => {
    const dataDir = freshDataDir();
    const { BETTER_AUTH_SECRET: _, ...withoutSecret } = PRODUCTION;
    expect(() => loadEnv({ ...withoutSecret, DATA_DIR: dataDir })).toThrow(/BETTER_AUTH_SECRET/);
    expect(fs.existsSync(path.join(dataDir, 'secret'))).toBe(false);
  });
});

describe('loadEnv outside production', () => {
  it('listens on loopback only unless HOST is set, so a quick start is not reachable from the network', () => {
    const dataDir = freshDataDir();
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('generates a random secret on first start, keeps it in DATA_DIR/secret (0600) and reuses it', () => {
    const dataDir = freshDataDir();
    const first = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secret');
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.authSecret).not.toBe('founder-flow-development-secret-not-for-production');

    const mtime = fs.statSync(file).mtimeMs;
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
    expect(fs.statSync(file).mtimeMs).toBe(mtime);

    // Another data folder is another installation, with a secret of its own.
    expect(loadEnv({ NODE_ENV: 'development', DATA_DIR: freshDataDir() }).authSecret).not.toBe(
      first.authSecret,
    );
  });

  it('prefers BETTER_AUTH_SECRET, and then writes no file', () => {
    const dataDir = freshDataDir();
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, BETTER_AUTH_SECRET: 's'.repeat(32) });
    expect(env.authSecret).toBe('s'.repeat(32));
    expect(fs.existsSync(path.join(dataDir, 'secret'))).toBe(false);
  });

  it('refuses a secret file that is too short rather than signing with a weak key', () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secret'), 'short\n', { mode: 0o600 });
    expect(() => loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir })).toThrow(/secret/);
  });
});

describe('TRUST_PROXY: the number of proxy hops in front of the app', () => {
  const hops = (value?: string) =>
    loadEnv({
      NODE_ENV: 'test',
      BETTER_AUTH_SECRET: 's'.repeat(32),
      ...(value === undefined ? {} : { TRUST_PROXY: value }),
    }).trustProxy;

  it('counts hops; false and 0 ignore X-Forwarded-For; true stays a synonym of one hop', () => {
    expect(hops()).toBe(0);
    expect(hops('false')).toBe(0);
    expect(hops('0')).toBe(0);
    expect(hops('true')).toBe(1);
    expect(hops('1')).toBe(1);
    expect(hops('2')).toBe(2);
  });

  it('refuses anything else', () => {
    expect(() => hops('yes')).toThrow(/TRUST_PROXY/);
    expect(() => hops('-1')).toThrow(/TRUST_PROXY/);
  });
});
