import { betterAuth } from 'better-auth';
import { openAPI } from 'better-auth/plugins';
import type { OpenAPIModelSchema, Path } from 'better-auth/plugins/open-api';
import type { Auth } from './auth.ts';

/**
 * Better Auth's own description of its endpoints, made by its OpenAPI plugin on a copy of the app's
 * auth options. The copy is only asked for the document, so the plugin's endpoints are never served.
 */
export async function betterAuthOpenApi(auth: Auth): Promise<AuthOpenApi> {
  const { options } = auth;
  const describer = betterAuth({
    ...options,
    plugins: [...(options.plugins ?? []), openAPI({ disableDefaultReference: true })],
  });
  return describer.api.generateOpenAPISchema();
}

/** The parts of Better Auth's document the API document takes in. */
export type AuthOpenApi = {
  paths: Record<string, Path>;
  components: { schemas: Record<string, OpenAPIModelSchema> };
};
