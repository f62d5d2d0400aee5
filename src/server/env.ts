import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PLAYBACK_SPEEDS } from '#shared/constants.ts';
import { fieldOf } from '#server/lib/records.ts';

/**
 * The only reader of process.env on the server. Every setting has a default that works
 * on a laptop with no other software; each production counterpart is selected by one variable.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on: 127.0.0.1 outside production (a quick start is not on the network), 0.0.0.0 in production. */
  HOST: z.string().optional(),
  /** Public origin of the app, used in links in e-mails and for trusted-origin checks. */
  APP_URL: z.url().optional(),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * How many reverse proxies you control stand in front of the app, each appending to X-Forwarded-For:
   * the client is the entry that many places from the right (entries further left are the client's own
   * words). `false`/0 ignores the header; `true` means 1.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d)$/, 'true, false or a number of proxy hops from 0 to 9')
    .default('false'),
  /** Extra origins allowed to make cookie-authenticated writes, comma-separated. */
  TRUSTED_ORIGINS: z.string().optional(),
  /**
   * Signs cookies, tokens and media URLs. Required in production; otherwise a random one is made on
   * first start and kept in DATA_DIR/secret.
   */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Skip creating demo users outside production (benchmarks, some tests); `true` is refused in production. */
  SEED_DEMO_USERS: z.enum(['true', 'false']).optional(),
  /**
   * The fastest playback a progress save may claim: listened time is credited no faster than the
   * wall clock times this (decision 018). Defaults to the player's fastest speed; the browser tests
   * raise it to hear a session at 16× in seconds.
   */
  PROGRESS_MAX_SPEED: z.coerce.number().min(1).max(16).optional(),
  /** Lets a Prometheus scraper from elsewhere read /metrics as a bearer token (loopback needs none). */
  METRICS_TOKEN: z.string().min(16).optional(),
  CONTENT_DIR: z.string().default('./content'),
  CLIENT_DIST_DIR: z.string().default('./dist/client'),
  /** smtp(s)://user:pass@host:port; required in production. Absent otherwise, mail goes to the dev outbox in DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Founder Flow <no-reply@founderflow.app>'),
  /** Where contact-form messages are mailed (outside production they land in the dev outbox like all mail). */
  SUPPORT_EMAIL: z.email().default('support@founderflow.app'),
  /** redis://host:port; when set, auth rate limits are counted there instead of in the database. */
  REDIS_URL: z.string().optional(),
  /** Auth rate limits per client: sign-in and sign-up per 10 s, reset and verification mail per 60 s, two-factor per 10 s. */
  AUTH_RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(3),
  AUTH_RATE_LIMIT_MAIL: z.coerce.number().int().min(1).default(3),
  AUTH_RATE_LIMIT_TWO_FACTOR: z.coerce.number().int().min(1).default(3),
  /** Sign-in with any OpenID Connect provider: its issuer URL (discovery at /.well-known/openid-configuration). */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** How the sign-in button names it, e.g. "Acme SSO". */
  OIDC_NAME: z.string().default('Single sign-on'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  /** local (the built-in test checkout, never in production) or stripe; stripe when a key is set. */
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the webhook endpoint /api/billing/webhooks/stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The recurring price of Premium ($14.99 a month) in your Stripe account (price_…). */
  STRIPE_PRICE_ID: z.string().optional(),
  /** Another Stripe API origin, e.g. stripe-mock or a test double (http://127.0.0.1:12111). */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * S3-compatible media storage (decision 029): with a bucket, audio, video and images live there
   * instead of DATA_DIR/media. It then needs a region and a key pair.
   */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** Another S3-compatible service than AWS: MinIO, Cloudflare R2, Backblaze B2, Garage… */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path rather than the host name; defaults to true with S3_ENDPOINT, as self-hosted servers want. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Players fetch session audio and video from presigned S3 URLs instead of through the app (needs the bucket's CORS). */
  S3_MEDIA_REDIRECT: z.enum(['true', 'false']).default('false'),
  /** An OpenAI-compatible chat API for the AI Owl (OpenAI, Ollama, vLLM, llama.cpp, LM Studio…); unset: the offline Owl. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Model replies a free user gets a day (Premium: unlimited; the offline Owl is never limited). */
  AI_FREE_DAILY_REPLIES: z.coerce.number().int().min(0).default(10),
  /** How long a provider may take before the Owl or a transcription gives up (ms). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** An OpenAI-compatible `/audio/transcriptions` API (OpenAI, a local whisper server, LocalAI…); unset: none. */
  TRANSCRIBE_BASE_URL: z.url().optional(),
  TRANSCRIBE_API_KEY: z.string().optional(),
  TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
});

export type Env = {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  trustedOrigins: string[];
  /** Proxy hops in front of the app whose X-Forwarded-For entries are believed (0: none). */
  trustProxy: number;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemoUsers: boolean;
  progressMaxSpeed: number;
  metricsToken: string | undefined;
  contentDir: string;
  clientDistDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  redisUrl: string | undefined;
  authRateLimits: { signIn: number; mail: number; twoFactor: number };
  /** Sign-in providers besides e-mail, each configured only when its settings are all there. */
  identityProviders: {
    oidc?: { issuer: string; clientId: string; clientSecret: string; name: string };
    google?: { clientId: string; clientSecret: string };
    github?: { clientId: string; clientSecret: string };
  };
  /** Where media lives: the local folder DATA_DIR/media, or an S3-compatible bucket. */
  mediaStorage: MediaStorageConfig;
  /** The Owl's model; undefined: the offline Owl answers. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  aiFreeDailyReplies: number;
  aiTimeoutMs: number;
  /** Server-side transcription; undefined: none (recordings are kept and can be transcribed later). */
  transcription: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  payments:
    | { provider: 'local' }
    | { provider: 'stripe'; secretKey: string; webhookSecret: string; priceId: string; apiBase?: string };
};

export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      credentials: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      /** Audio and video answered with a redirect to a presigned URL rather than streamed by the app. */
      redirect: boolean;
    };

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function mediaStorage(e: z.infer<typeof EnvSchema>): MediaStorageConfig {
  if (!e.S3_BUCKET) {
    // Half an S3 configuration would otherwise leave uploads in the local folder without a word.
    const stray: string[] = S3_SETTINGS.filter((k) => e[k]);
    if (e.S3_MEDIA_REDIRECT === 'true') stray.push('S3_MEDIA_REDIRECT');
    if (stray.length) {
      throw new Error(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep media in S3, or unset them to keep it in DATA_DIR/media.`,
      );
    }
    return { kind: 'local' };
  }
  const { S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!region || !accessKeyId || !secretAccessKey) {
    const missing = (['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
    throw new Error(`S3_BUCKET needs ${missing.join(', ')}.`);
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    credentials: { accessKeyId, secretAccessKey },
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
    redirect: e.S3_MEDIA_REDIRECT === 'true',
  };
}

function identityProviders(e: z.infer<typeof EnvSchema>): Env['identityProviders'] {
  const pair = (id?: string, secret?: string) =>
    id && secret ? { clientId: id, clientSecret: secret } : undefined;
  const oidc = pair(e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET);
  const google = pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const github = pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET);
  return {
    ...(oidc && e.OIDC_ISSUER
      ? { oidc: { ...oidc, issuer: e.OIDC_ISSUER.replace(/\/$/, ''), name: e.OIDC_NAME } }
      : {}),
    ...(google ? { google } : {}),
    ...(github ? { github } : {}),
  };
}

function paymentsConfig(e: z.infer<typeof EnvSchema>, isProduction: boolean): Env['payments'] {
  const provider = e.PAYMENTS_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (provider === 'local') {
    if (isProduction) {
      throw new Error(
        'The local payment provider is for development only: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID when NODE_ENV=production.',
      );
    }
    return { provider };
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_ID: priceId } = e;
  if (!secretKey || !webhookSecret || !priceId) {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const).filter(
      (k) => !e[k],
    );
    throw new Error(`PAYMENTS_PROVIDER=stripe needs ${missing.join(', ')}.`);
  }
  return {
    provider,
    secretKey,
    webhookSecret,
    priceId,
    ...(e.STRIPE_API_BASE ? { apiBase: e.STRIPE_API_BASE } : {}),
  };
}

/**
 * The secret of an installation without BETTER_AUTH_SECRET: random, made on its first start and kept
 * in its data folder, so sessions and media URLs outlive a restart while no two installations (nor
 * anyone who read this source) share a key. Written under a temporary name and linked into place, so
 * two processes starting together agree on one secret and neither reads a half-written file.
 */
function installationSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  const read = () => {
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length < 32) {
      throw new Error(
        `${file} holds no usable secret (under 32 characters): remove it to have a new one made, or set BETTER_AUTH_SECRET.`,
      );
    }
    return secret;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if (fieldOf(error, 'code') !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return read();
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.BETTER_AUTH_SECRET) {
    throw new Error('BETTER_AUTH_SECRET (at least 32 characters) must be set when NODE_ENV=production.');
  }
  // Without it mail would go to the dev outbox, whose contents (reset links, sign-in codes) are for
  // developers' eyes only.
  if (isProduction && !e.SMTP_URL) {
    throw new Error('SMTP_URL must be set when NODE_ENV=production (smtp://user:pass@host:587).');
  }
  if (isProduction && e.SEED_DEMO_USERS === 'true') {
    throw new Error(
      'SEED_DEMO_USERS=true is not allowed when NODE_ENV=production: the demo accounts have published passwords.',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  // Outside production the same server is reached as localhost, 127.0.0.1 and through Vite's dev port.
  const localOrigins = isProduction
    ? []
    : [
        `http://localhost:${e.PORT}`,
        `http://127.0.0.1:${e.PORT}`,
        'http://localhost:5173',
        'http://127.0.0.1:5173',
      ];
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST || (isProduction ? '0.0.0.0' : '127.0.0.1'),
    appUrl,
    trustProxy: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY === 'false' ? 0 : Number(e.TRUST_PROXY),
    trustedOrigins: [...new Set([new URL(appUrl).origin, ...localOrigins, ...extraOrigins])],
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    authSecret: e.BETTER_AUTH_SECRET ?? installationSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    seedDemoUsers: isProduction ? false : e.SEED_DEMO_USERS !== 'false',
    progressMaxSpeed: e.PROGRESS_MAX_SPEED ?? Math.max(...PLAYBACK_SPEEDS),
    metricsToken: e.METRICS_TOKEN || undefined,
    contentDir: path.resolve(e.CONTENT_DIR),
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    redisUrl: e.REDIS_URL || undefined,
    authRateLimits: {
      signIn: e.AUTH_RATE_LIMIT_SIGN_IN,
      mail: e.AUTH_RATE_LIMIT_MAIL,
      twoFactor: e.AUTH_RATE_LIMIT_TWO_FACTOR,
    },
    identityProviders: identityProviders(e),
    mediaStorage: mediaStorage(e),
    ai: e.AI_BASE_URL
      ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ''), apiKey: e.AI_API_KEY || undefined, model: e.AI_MODEL }
      : undefined,
    aiFreeDailyReplies: e.AI_FREE_DAILY_REPLIES,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    transcription: e.TRANSCRIBE_BASE_URL
      ? {
          baseUrl: e.TRANSCRIBE_BASE_URL.replace(/\/$/, ''),
          apiKey: e.TRANSCRIBE_API_KEY || undefined,
          model: e.TRANSCRIBE_MODEL,
        }
      : undefined,
    payments: paymentsConfig(e, isProduction),
  };
}
