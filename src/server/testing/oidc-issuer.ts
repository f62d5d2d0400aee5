import http from 'node:http';
import Provider from 'oidc-provider';
import { portOf } from './free-port.ts';

export type OidcPerson = { email: string; name: string };

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, with its development login and
 * consent pages: the network edge of OIDC sign-in. `people` maps a login to the claims it signs in as.
 */
export async function startOidcIssuer({
  redirectUri,
  people,
  port = 0,
}: {
  redirectUri: string;
  /** Who each login is; a login not listed signs in as `<login>@example.com`. */
  people: Map<string, OidcPerson>;
  port?: number;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${portOf(server)}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'founder-flow',
        client_secret: 'founder-flow-oidc-secret',
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, sub: string) {
      const person = people.get(sub) ?? { email: `${sub}@example.com`, name: sub };
      return {
        accountId: sub,
        claims: async () => ({ sub, email: person.email, email_verified: true, name: person.name }),
      };
    },
    cookies: { keys: ['oidc-issuer-test-key'] },
    features: { devInteractions: { enabled: true } },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => void handle(req, res));

  return {
    issuer,
    clientId: 'founder-flow',
    clientSecret: 'founder-flow-oidc-secret',
    /**
     * A person at the issuer's pages: follows its redirects, signs in as `login` and consents, and
     * answers the URL it finally sends the browser back to (our callback with code and state).
     */
    async authorize(authorizationUrl: string, login: string): Promise<string> {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      let form: Record<string, string> | null = null;
      for (let hop = 0; hop < 12; hop++) {
        if (!url.startsWith(issuer)) return url;
        const res: Response = await fetch(url, {
          method: form ? 'POST' : 'GET',
          redirect: 'manual',
          headers: {
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: form ? new URLSearchParams(form).toString() : undefined,
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        form = null;
        const location = res.headers.get('location');
        if (location) {
          url = new URL(location, url).toString();
          continue;
        }
        const html: string = await res.text();
        const action = /action="([^"]+)"/.exec(html)?.[1];
        if (!action)
          throw new Error(`issuer page without a form at ${url} (${res.status}): ${html.slice(0, 300)}`);
        url = new URL(action, url).toString();
        form = html.includes('name="prompt" value="login"')
          ? { prompt: 'login', login, password: 'any' }
          : { prompt: 'consent' };
      }
      throw new Error('too many redirects at the issuer');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcIssuer = Awaited<ReturnType<typeof startOidcIssuer>>;
