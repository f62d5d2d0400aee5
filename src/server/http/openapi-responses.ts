import type { Context, TypedResponse } from 'hono';
import { z } from 'zod';

/** The error contract: every non-2xx JSON body. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'Error' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * A 200 JSON answer already serialised (a cached one, decision 035), typed as the route's JSON
 * answer: the body is the same text `c.json` would send, and the response contract still checks it
 * in tests.
 */
export const serialisedJson = <T>(c: Context, json: string | Uint8Array<ArrayBuffer>) =>
  c.body(json, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<T, 200, 'json'>;

/** The error answers a route can declare, by status. */
export const errors = {
  400: errorResponse('The request could not be read'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not allowed'),
  404: errorResponse('Not found'),
  409: errorResponse('Conflicts with the current state'),
  413: errorResponse('The body is larger than the limit (64 KB unless the route says otherwise)'),
  415: errorResponse('The body is not of the declared type (JSON)'),
  422: errorResponse('Invalid input; `issues` names each field'),
  429: errorResponse('A limit was reached (a rate limit, or a plan’s daily allowance)'),
  502: errorResponse('A provider the app depends on failed'),
};
