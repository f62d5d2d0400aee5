import type { Auth } from '#server/auth/auth.ts';
import type { Database, DatabaseKind } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import type { Mailer } from '#server/integrations/mail/mailer.ts';
import type { Payments } from '#server/integrations/payments/payments.ts';
import type { MediaStore } from '#server/integrations/media-store/media-store.ts';
import type { Logger } from '#server/logger.ts';
import type { Lifecycle } from '#server/lifecycle.ts';
import type { Metrics } from '#server/metrics.ts';

/** What every route handler can reach: built once in createApp, never module-level singletons. */
export type AppDeps = {
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  env: Env;
  logger: Logger;
  media: MediaStore;
  mailer: Mailer;
  payments: Payments;
  /** This app's Prometheus registry and business counters (GET /metrics). */
  metrics: Metrics;
  /** With REDIS_URL: whether Redis answers now, for /readyz (auth limits fall back to the database). */
  redis?: { reachable: () => Promise<boolean> };
  /** Closes what the deps opened besides the database (SMTP pool, Redis connection). */
  closeServices: () => Promise<void>;
  /** Starting, ready or draining, for /readyz; absent (apps in tests) means ready. */
  lifecycle?: Lifecycle;
};

/** Who is calling: what routes need of the user, read with the session (auth/session-lookup.ts). */
export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  /** The session this request came with, and when its sign-in happened (re-authentication). */
  sessionId: string;
  signedInAt: Date;
  /**
   * The key of the caller's progress answer as of this request (decision 035), read with the session
   * so that a cached answer costs no other round trip.
   */
  progressAnswerKey: string;
};
