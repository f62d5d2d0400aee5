import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from '#server/env.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';

const ProviderSchema = z
  .object({ id: z.enum(['oidc', 'google', 'github']), name: z.string() })
  .openapi('IdentityProvider');

const route = defineRoute('public', {
  method: 'get',
  path: '/sign-in-methods',
  tags: ['Accounts'],
  summary: 'The identity providers configured on this server, for the sign-in page’s buttons',
  responses: { 200: jsonResponse(z.object({ providers: z.array(ProviderSchema) }), 'Configured providers') },
});

function configured({ oidc, google, github }: Env['identityProviders']) {
  return [
    ...(oidc ? [{ id: 'oidc' as const, name: oidc.name }] : []),
    ...(google ? [{ id: 'google' as const, name: 'Google' }] : []),
    ...(github ? [{ id: 'github' as const, name: 'GitHub' }] : []),
  ];
}

export function signInMethodsRoutes(app: OpenAPIHono<AppEnv>) {
  return app.openapi(route, (c) => c.json({ providers: configured(c.var.deps.env.identityProviders) }, 200));
}
