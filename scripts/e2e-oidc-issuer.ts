// The e2e run's OpenID Connect provider: a real oidc-provider on loopback, beside the app it signs in to.
import { startOidcIssuer } from '../src/server/testing/oidc-issuer.ts';

const port = Number(process.env.OIDC_PORT);
const issuer = await startOidcIssuer({
  redirectUri: process.env.OIDC_REDIRECT_URI!,
  people: new Map(),
  port,
});
process.stdout.write(`e2e OIDC issuer at ${issuer.issuer}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void issuer.close().then(() => process.exit(0)));
