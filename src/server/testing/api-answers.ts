import type { ClientResponse } from 'hono/client';
import { expect } from 'vitest';
import type { ErrorBody } from '#server/http/errors.ts';

/** The body a route declares for `status`. */
type Declared<R, S extends number> =
  R extends ClientResponse<infer T, infer U, 'json'> ? (U extends S ? T : never) : never;

/**
 * What a typed call's answer holds at `status`: the route's declared body for it, else the error
 * envelope every other answer of the API carries (a 401 of a signed-in route, a 422 of its validator).
 */
type BodyAt<R, S extends number> = [Declared<R, S>] extends [never] ? ErrorBody : Declared<R, S>;

type TypedAnswer = ClientResponse<unknown, number, 'json'>;

/**
 * Asserts the answer's status (200 unless given) and returns its JSON body. For a call made through
 * `client.api` the body has the type the route declares for that status; for an answer of a route
 * outside the typed API (Better Auth's, pages) the test names the type it expects.
 */
export async function readJson<R extends TypedAnswer, S extends number = 200>(
  res: R,
  status?: S,
): Promise<BodyAt<R, S>>;
export async function readJson<T = unknown>(res: Response, status?: number): Promise<T>;
export async function readJson(res: TypedAnswer | Response, status = 200): Promise<unknown> {
  const body: unknown = await res.json();
  expect(res.status, `status of ${res.url || 'the answer'}: ${JSON.stringify(body)}`).toBe(status);
  return body;
}

/**
 * For an answer the typed client cannot ask for (a raw upload's): asserts the status (200 unless
 * given) and checks the body against the route's own schema, so the test reads it typed.
 */
export async function readParsed<T>(
  res: Response,
  schema: { parse: (data: unknown) => T },
  status = 200,
): Promise<T> {
  return schema.parse(await readJson(res, status));
}

/**
 * Asserts an error answer: the envelope `{ error: { code, message } }` with this code (or a code
 * matching this pattern), and this status when given. Returns the body for tests that look further (a validation error's `issues`).
 */
export async function expectError(
  res: TypedAnswer | Response,
  code: string | RegExp,
  status?: number,
): Promise<ErrorBody> {
  const body: unknown = await res.json();
  if (status !== undefined) expect(res.status, JSON.stringify(body)).toBe(status);
  const codeMatcher: unknown = typeof code === 'string' ? code : expect.stringMatching(code);
  expect(body).toMatchObject({ error: { code: codeMatcher, message: expect.any(String) } });
  return body as ErrorBody;
}
