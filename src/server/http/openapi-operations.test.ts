import { describe, expect, it } from 'vitest';
import { createApi, OPENAPI_INFO } from '#server/api.ts';
import { expectError, readJson } from '#server/testing/api-answers.ts';
import { createTestApp } from '#server/testing/test-app.ts';
import { operationIdFor } from './openapi-operations.ts';

type Operation = {
  operationId?: string;
  security?: unknown;
  responses: Record<string, unknown>;
  'x-access'?: string;
};

const document = createApi().getOpenAPI31Document(OPENAPI_INFO);
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
);

describe('operation ids', () => {
  it('names every operation once, in camelCase, from its method and path', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+(?:[A-Z0-9][a-z0-9]*)*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { method, path, op } of operations) expect(op.operationId).toBe(operationIdFor(method, path));
  });

  it('makes readable names that keep parameters apart from nouns', () => {
    expect(operationIdFor('get', '/sessions/{id}/transcript')).toBe('getSessionsByIdTranscript');
    expect(operationIdFor('put', '/me/preferences')).toBe('putMePreferences');
    expect(operationIdFor('post', '/sign-in-methods')).toBe('postSignInMethods');
    expect(operationIdFor('delete', '/pitch/decks/{id}/shares/{shareId}')).toBe(
      'deletePitchDecksByIdSharesByShareId',
    );
  });
});

describe('security and errors', () => {
  it('declares how to sign in for every operation that needs it, and nothing for public ones', () => {
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
      'bearerToken',
      'sessionCookie',
    ]);
    for (const { op } of operations) {
      const expected = op['x-access'] === 'public' ? [] : [{ sessionCookie: [] }, { bearerToken: [] }];
      expect(op.security).toEqual(expected);
    }
  });

  it('documents a 4xx answer on every operation, and says whose the API is', () => {
    const without = operations.filter((o) => !Object.keys(o.op.responses).some((s) => s.startsWith('4')));
    expect(without.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.contact?.url).toBeTruthy();
  });

  it('refuses a query string on an operation that takes no input, naming the parameters', async () => {
    const t = await createTestApp();
    try {
      await readJson(await t.app.request('/api/pitch/frameworks'));
      const body = await expectError(
        await t.app.request('/api/pitch/frameworks?limit=5&x=1'),
        'validation_failed',
        422,
      );
      expect(body.error.issues?.map((i) => i.field)).toEqual(['limit', 'x']);
    } finally {
      await t.close();
    }
  });
});
