import { OPENAPI_INFO, type createApi } from '#server/api.ts';
import type { AuthOpenApi } from '#server/auth/auth-openapi.ts';
import type { Access } from '#server/auth/guards.ts';
import type { Env } from '#server/env.ts';
import { operationIdFor, securityFor } from './openapi-operations.ts';

/**
 * Better Auth's endpoints a visitor calls before having a session: signing up and in, the codes and
 * links e-mailed to them, the second step of a two-step sign-in, the published keys. Every other
 * endpoint wants the caller signed in.
 */
const PUBLIC_AUTH_PATHS = [
  /^\/sign-(in|up)\//,
  /^\/(reset-password|request-password-reset|forget-password|verify-email|send-verification-email)\b/,
  /^\/email-otp\/(send-verification-otp|check-verification-otp|verify-email|request-password-reset|reset-password)$/,
  /^\/two-factor\/(send-otp|verify-totp|verify-otp|verify-backup-code)$/,
  /^\/(get-session|jwks|ok|error)$/,
];

const authAccess = (path: string): Access =>
  PUBLIC_AUTH_PATHS.some((p) => p.test(path)) ? 'public' : 'user';
const AUTH_SCHEMA_PREFIX = 'Auth';

type Api = ReturnType<typeof createApi>;
export type ApiDocument = ReturnType<Api['getOpenAPI31Document']>;
type ApiSchemas = NonNullable<NonNullable<ApiDocument['components']>['schemas']>;

/**
 * Better Auth's schemas in OpenAPI 3.1 terms: its names get a prefix, so its `User` never meets one
 * of the API's own, and its 3.0-style `nullable: true` becomes a `null` type.
 */
function adapted<T>(value: T): T {
  const prefixed = JSON.stringify(value).replaceAll(
    '"#/components/schemas/',
    `"#/components/schemas/${AUTH_SCHEMA_PREFIX}`,
  );
  return JSON.parse(prefixed, (_key, node: unknown) => {
    if (!node || typeof node !== 'object' || !('nullable' in node)) return node;
    const { nullable, ...schema } = node as { nullable: unknown; type?: string | string[] };
    if (nullable !== true || schema.type === undefined) return schema;
    return { ...schema, type: [...[schema.type].flat(), 'null'] };
  }) as T;
}

/** An operation's summary: Better Auth's description's first sentence, else its method and path. */
function summaryOf(op: { summary?: unknown; description?: unknown }, method: string, path: string) {
  if (typeof op.summary === 'string' && op.summary) return op.summary;
  const sentence = typeof op.description === 'string' ? op.description.split(/\.\s/)[0]?.trim() : '';
  return sentence || `${method.toUpperCase()} ${path}`;
}

/**
 * The identity provider's redirect target: the browser lands there after signing in elsewhere and is
 * sent on into the app, so it has no answer an API client could use. Signing in with a provider
 * says where it leads instead.
 */
const PROVIDER_CALLBACK = '/callback/{id}';
const PROVIDER_CALLBACK_NOTE =
  ' The provider then sends the browser to `/api/auth/callback/{id}`, which starts the session and redirects into the app.';

/**
 * Better Auth's section, in the API document's terms: its paths under `/auth`, each operation with
 * the same kind of operationId, summary, security and `x-access` as the API's own, under one `Auth`
 * tag, and only the schemas those operations use.
 */
export function authSection(source: AuthOpenApi) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(adapted(source.paths))) {
    if (path === PROVIDER_CALLBACK) continue;
    const fullPath = `/auth${path}`;
    const access = authAccess(path);
    paths[fullPath] = Object.fromEntries(
      Object.entries(item).flatMap(([method, op]) => {
        if (!op) return [];
        const note = path === '/sign-in/social' ? PROVIDER_CALLBACK_NOTE : '';
        const described = {
          ...op,
          summary: summaryOf(op, method, fullPath),
          ...(note ? { description: `${String(op.description ?? '')}${note}`.trim() } : {}),
          tags: ['Auth'],
          operationId: operationIdFor(method, fullPath),
          security: securityFor(access),
          'x-access': access,
        };
        return [[method, described] as const];
      }),
    );
  }
  const used = JSON.stringify(paths);
  const schemas = Object.fromEntries(
    Object.entries(adapted(source.components.schemas))
      .map(([name, schema]) => [`${AUTH_SCHEMA_PREFIX}${name}`, schema] as const)
      .filter(([name]) => used.includes(`"#/components/schemas/${name}"`)),
  );
  return { paths, schemas };
}

/**
 * The one document of the whole API: the declared routes and Better Auth's, with the licence and
 * contact of this deployment.
 */
export function apiDocument(
  api: Api,
  env: Pick<Env, 'appUrl' | 'supportEmail'>,
  auth?: AuthOpenApi,
): ApiDocument {
  const document = api.getOpenAPI31Document({
    ...OPENAPI_INFO,
    info: {
      ...OPENAPI_INFO.info,
      license: { ...OPENAPI_INFO.info.license, url: `${env.appUrl}/terms` },
      contact: { name: 'Founder Flow support', url: `${env.appUrl}/contact`, email: env.supportEmail },
    },
  });
  if (!auth) return document;
  const section = authSection(auth);
  return {
    ...document,
    tags: [...(document.tags ?? []), { name: 'Auth', description: 'Accounts and sessions (Better Auth)' }],
    paths: { ...document.paths, ...section.paths },
    components: {
      ...document.components,
      // Better Auth's model type is looser than OpenAPI's; the document's lint and the generated
      // client's type-check vouch for what it holds.
      schemas: { ...document.components?.schemas, ...(section.schemas as ApiSchemas) },
    },
  };
}
