import type { Env } from '#server/env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { identityProvidersSchema, type IdentityProvider } from '#shared/schemas/accounts.ts';

const route = defineRoute('public', {
  method: 'get',
  path: '/sign-in-methods',
  tags: ['Accounts'],
  summary: 'The identity providers configured on this server, for the sign-in page’s buttons',
  responses: { 200: jsonResponse(identityProvidersSchema, 'Configured providers') },
});

function configured({ oidc, google, github }: Env['identityProviders']): IdentityProvider[] {
  return [
    ...(oidc ? [{ id: 'oidc' as const, name: oidc.name }] : []),
    ...(google ? [{ id: 'google' as const, name: 'Google' }] : []),
    ...(github ? [{ id: 'github' as const, name: 'GitHub' }] : []),
  ];
}

export function signInMethodsRoutes() {
  return createRouter().openapi(route, (c) =>
    c.json({ providers: configured(c.var.deps.env.identityProviders) }, 200),
  );
}
