import { bearer, emailOTP, genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import type { authMail } from './auth-mail.ts';

type PluginOptions = {
  db: Database;
  env: Pick<Env, 'appUrl' | 'identityProviders'>;
  mail: ReturnType<typeof authMail>;
};

/** Any other OpenID Connect provider, when its settings are there (README). */
function oidcPlugins(oidc: Env['identityProviders']['oidc']) {
  if (!oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'oidc',
          name: oidc.name,
          discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

/**
 * Passwordless sign-in with a code by e-mail, for existing accounts only: an unknown address
 * answers like a known one and gets no mail (no enumeration, no accounts made by a typo).
 */
function signInCodePlugin({ db, mail }: Pick<PluginOptions, 'db' | 'mail'>) {
  return emailOTP({
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
  });
}

/** Better Auth's plugins: API clients' tokens, the second factor, other providers, codes by e-mail. */
export function authPlugins({ db, env, mail }: PluginOptions) {
  return [
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
    ...oidcPlugins(env.identityProviders.oidc),
    signInCodePlugin({ db, mail }),
  ];
}
