import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  authAccounts,
  authJwks,
  authRateLimits,
  authSessions,
  authTwoFactors,
  authVerifications,
  users,
} from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { CLIENT_IP_HEADER } from '#server/http/client-ip.ts';
import type { Mailer } from '#server/integrations/mail/mailer.ts';
import type { Logger } from '#server/logger.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '#shared/constants.ts';
import { accountHooks, requestHooks } from './auth-hooks.ts';
import { authMail } from './auth-mail.ts';
import { authPlugins } from './auth-plugins.ts';
import { testPasswordHashing } from './test-password-hashing.ts';
import { databaseSignInFailures, rateLimitRules, type SignInFailureStore } from './rate-limits.ts';

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

export type AuthOptions = {
  db: Database;
  env: Pick<
    Env,
    | 'appUrl'
    | 'authSecret'
    | 'isProduction'
    | 'nodeEnv'
    | 'trustedOrigins'
    | 'authRateLimits'
    | 'identityProviders'
  >;
  mailer: Mailer;
  logger: Logger;
  /** Redis when REDIS_URL is set; otherwise counters live in the database. Both are shared by instances. */
  rateLimitStorage?: RateLimitStorage;
  /** Failed password sign-ins per account: in Redis with REDIS_URL, else in the database. */
  signInFailures?: SignInFailureStore;
  /** Told of every account made, whichever way (the sign-up counter of /metrics). */
  onAccountCreated?: () => void;
};

const DAY = 60 * 60 * 24;

type AuthMail = ReturnType<typeof authMail>;

/** Better Auth's tables, under the names the Drizzle schema gives them. */
function authDatabase(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: users,
      session: authSessions,
      account: authAccounts,
      verification: authVerifications,
      rateLimit: authRateLimits,
      twoFactor: authTwoFactors,
      jwks: authJwks,
    },
  });
}

function passwordOptions(env: AuthOptions['env'], mail: AuthMail) {
  return {
    enabled: true,
    minPasswordLength: PASSWORD_MIN_LENGTH,
    maxPasswordLength: PASSWORD_MAX_LENGTH,
    // Nobody signs in before confirming the address; a taken address answers like a new one.
    requireEmailVerification: true,
    resetPasswordTokenExpiresIn: 60 * 60,
    revokeSessionsOnPasswordReset: true,
    sendResetPassword: async ({ user, url }) => mail.passwordReset(user, url),
    onExistingUserSignUp: async ({ user }) => mail.existingAccount(user),
    // Better Auth's scrypt everywhere but the test suites, which hash at a lower cost (decision 036).
    ...(env.nodeEnv === 'test' ? { password: testPasswordHashing } : {}),
  } satisfies BetterAuthOptions['emailAndPassword'];
}

function verificationOptions(db: Database, mail: AuthMail) {
  return {
    sendOnSignUp: true,
    expiresIn: DAY,
    // Opening the (single-use, 24 h) link of a first confirmation signs the new account in, so the
    // link's callback lands on /auth already signed in and goes on to where the user was going
    // (decision 026). A confirmed address's later links, and a changed address's, do not.
    autoSignInAfterVerification: true,
    // The same call confirms a new address when the account's address changes (POST /api/me/email):
    // Better Auth hands over the user with the new address, while the stored one is still the old.
    sendVerificationEmail: async ({ user, url }) => {
      const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
      if (stored && stored.email !== user.email) mail.emailChange(user, url);
      else mail.verification(user, url);
    },
  } satisfies BetterAuthOptions['emailVerification'];
}

/** The Better Auth instance: created once per app, mounted under /api/auth. */
export function createAuth({
  db,
  env,
  mailer,
  logger,
  rateLimitStorage,
  signInFailures,
  onAccountCreated,
}: AuthOptions) {
  const mail = authMail(mailer, logger, env.appUrl);
  const failures = signInFailures ?? databaseSignInFailures(db);
  return betterAuth({
    appName: 'Founder Flow',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret: env.authSecret,
    trustedOrigins: env.trustedOrigins,
    database: authDatabase(db),
    logger: {
      // At 'info' Better Auth stops echoing every refused request to the console itself; its warnings
      // and errors go to our log, its info lines (which name e-mail addresses) nowhere.
      level: 'info',
      log: (level, message, ...args) => {
        if (level === 'warn' || level === 'error') logger[level]({ args }, `auth: ${message}`);
      },
    },
    emailAndPassword: passwordOptions(env, mail),
    emailVerification: verificationOptions(db, mail),
    // The app's POST /api/me/email settles re-authentication, then calls it; Better Auth's own
    // /change-email stays open to API clients but refuses a stale session (requireFreshSession).
    user: { changeEmail: { enabled: true } },
    // Google and GitHub when their settings are there (README); any other OpenID Connect provider is a plugin.
    socialProviders: {
      ...(env.identityProviders.google ? { google: env.identityProviders.google } : {}),
      ...(env.identityProviders.github ? { github: env.identityProviders.github } : {}),
    },
    account: {
      // A provider's sign-in joins an existing account only when the provider vouches for the address;
      // unlinking never removes the last way to sign in (Better Auth's default, kept on purpose).
      accountLinking: { enabled: true, allowDifferentEmails: false },
    },
    session: {
      // Sessions are refreshed while in use ("refreshed automatically").
      expiresIn: 30 * DAY,
      updateAge: DAY,
      // No cookie cache: a cached session would outlive its revocation (sign-out elsewhere, password
      // reset) by up to its max age. One indexed lookup per authenticated request is the price.
      cookieCache: { enabled: false },
    },
    hooks: requestHooks(db, failures),
    // On in every environment, in the database or Redis so that every instance shares counters.
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: rateLimitRules(env.authRateLimits),
      ...(rateLimitStorage ? { customStorage: rateLimitStorage } : {}),
    },
    advanced: {
      useSecureCookies: env.isProduction,
      // Better Auth skips these checks when NODE_ENV=test; the tests must see what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The app sets this header from the socket (or a trusted proxy) on every auth request.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: authPlugins({ db, env, mail }),
    databaseHooks: accountHooks(db, onAccountCreated),
  });
}

export type Auth = ReturnType<typeof createAuth>;
