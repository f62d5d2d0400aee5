import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, emailOTP, genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  authAccounts,
  authJwks,
  authRateLimits,
  authSessions,
  authTwoFactors,
  authVerifications,
  profiles,
  userBans,
  users,
} from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { CLIENT_IP_HEADER } from '#server/http/client-ip.ts';
import type { Mailer } from '#server/integrations/mail/mailer.ts';
import type { Logger } from '#server/logger.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '#shared/constants.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { authMail } from './auth-mail.ts';
import { refuseCommonPasswords } from './password-policy.ts';
import { testPasswordHashing } from './test-password-hashing.ts';
import { requireFreshSession } from './reauth.ts';
import { refuseReplayedTotp } from './totp-replay.ts';
import { claimConfirmationLink } from './single-use-links.ts';
import { checkUserFields } from './user-fields.ts';
import {
  countSignInOutcome,
  databaseSignInFailures,
  rateLimitRules,
  refuseSlowedAccount,
  type SignInFailureStore,
} from './rate-limits.ts';

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
    database: drizzleAdapter(db, {
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
    }),
    logger: {
      // At 'info' Better Auth stops echoing every refused request to the console itself; its warnings
      // and errors go to our log, its info lines (which name e-mail addresses) nowhere.
      level: 'info',
      log: (level, message, ...args) => {
        if (level === 'warn' || level === 'error') logger[level]({ args }, `auth: ${message}`);
      },
    },
    emailAndPassword: {
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
    },
    emailVerification: {
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
    },
    // The app's POST /api/me/email settles re-authentication, then calls it; Better Auth's own
    // /change-email stays open to API clients but refuses a stale session (requireFreshSession).
    user: { changeEmail: { enabled: true } },
    // Google and GitHub when their settings are there (README); any other OpenID Connect provider below.
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = checkUserFields(ctx);
        refuseCommonPasswords(ctx);
        await requireFreshSession(ctx);
        await refuseReplayedTotp(ctx, db);
        await claimConfirmationLink(ctx, db);
        await refuseSlowedAccount(ctx, failures);
        if (body) return { context: { body } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        await countSignInOutcome(ctx, failures);
      }),
    },
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
    plugins: [
      // API clients: `Authorization: Bearer <signed session token>` (from the `set-auth-token` header of
      // their sign-in), and short-lived JWTs from /api/auth/token, verifiable with /api/auth/jwks.
      bearer({ requireSignature: true }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: { issuer: env.appUrl, audience: env.appUrl, expirationTime: '15m' },
      }),
      twoFactor({
        issuer: 'Founder Flow',
        // An e-mailed code is the other second factor, for a lost or absent authenticator.
        otpOptions: { period: 5, sendOTP: async ({ user, otp }) => mail.twoFactorCode(user, otp) },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      // Passwordless sign-in with a code by e-mail, for existing accounts only: an unknown address
      // answers like a known one and gets no mail (no enumeration, no accounts made by a typo).
      ...(env.identityProviders.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  name: env.identityProviders.oidc.name,
                  discoveryUrl: `${env.identityProviders.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: env.identityProviders.oidc.clientId,
                  clientSecret: env.identityProviders.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      emailOTP({
        otpLength: 6,
        expiresIn: 5 * 60,
        allowedAttempts: 3,
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'sign-in') return;
          const [user] = await db
            .select({ email: users.email, name: users.name, twoFactorEnabled: users.twoFactorEnabled })
            .from(users)
            .where(eq(users.email, email));
          if (!user) return;
          // A code alone must not get round two-step verification; its owner is told how to sign in.
          if (user.twoFactorEnabled) mail.signInCodeRefused(user);
          else mail.signInCode(user, otp);
        },
      }),
    ],
    databaseHooks: {
      session: {
        create: {
          // A banned account (admin console) gets no new session, whichever way it signs in.
          before: async (session) => {
            const [ban] = await db
              .select({ userId: userBans.userId })
              .from(userBans)
              .where(eq(userBans.userId, session.userId));
            if (ban) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_BANNED',
                message: API_ERRORS.account_banned.message,
              });
            }
          },
        },
      },
      user: {
        create: {
          // Every account gets its profile row in the same breath
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, name: user.name, email: user.email, avatarUrl: user.image ?? '' })
              .onConflictDoNothing();
            onAccountCreated?.();
          },
        },
        update: {
          // A confirmed new address is the profile's address too, and a name changed through Better
          // Auth's update-user is the profile's name (the profile route writes both itself).
          after: async (user) => {
            await db
              .update(profiles)
              .set({ email: user.email, name: user.name, updatedAt: new Date() })
              .where(
                and(
                  eq(profiles.id, user.id),
                  or(ne(profiles.email, user.email), ne(profiles.name, user.name)),
                ),
              );
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
