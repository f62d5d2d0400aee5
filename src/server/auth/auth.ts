import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '#server/db/client.ts';
import { authAccounts, authRateLimits, authSessions, authVerifications, profiles, users } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { CLIENT_IP_HEADER } from '#server/http/client-ip.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '#shared/constants.ts';

export type AuthOptions = {
  db: Database;
  env: Pick<Env, 'appUrl' | 'authSecret' | 'isProduction' | 'trustedOrigins'>;
};

/** The Better Auth instance: created once per app, mounted under /api/auth. */
export function createAuth({ db, env }: AuthOptions) {
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    session: {
      // Sessions are refreshed while in use (spec §4: "refreshed automatically").
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: true, maxAge: 60 },
    },
    // On in every environment (DESIGN §6), stored in the database so every instance shares counters.
    rateLimit: { enabled: true, storage: 'database' },
    advanced: {
      useSecureCookies: env.isProduction,
      // The app sets this header from the socket (or a trusted proxy) on every auth request.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile row in the same breath (spec §3 profiles).
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, name: user.name, email: user.email, avatarUrl: user.image ?? '' })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
