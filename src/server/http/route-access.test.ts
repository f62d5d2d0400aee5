import { describe, expect, it } from 'vitest';
import { createApi, OPENAPI_INFO } from '#server/api.ts';
import { ACCESS_LEVELS } from '#server/auth/guards.ts';

/** A route without a declared access level fails this inventory. */
describe('route inventory', () => {
  const api = createApi();
  const document = api.getOpenAPI31Document(OPENAPI_INFO);
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Record<string, unknown>>).map(([method, op]) => ({
      path,
      method,
      op,
    })),
  );

  it('documents every registered API route', () => {
    const registered = new Set(
      api.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect([...registered].sort()).toEqual([...documented].sort());
    expect(registered.size).toBeGreaterThan(5);
  });

  it('declares an access level on every operation', () => {
    const undeclared = operations.filter((o) => !ACCESS_LEVELS.some((level) => level === o.op['x-access']));
    expect(undeclared.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });
});

describe('API reference', () => {
  it('serves the document and a self-contained reference page', async () => {
    const { createTestApp } = await import('#server/testing/test-app.ts');
    const t = await createTestApp();
    try {
      const doc = await t.app.request('/api/openapi.json');
      expect(doc.status).toBe(200);
      expect(await doc.json()).toMatchObject({ openapi: '3.1.0' });
      const page = await t.app.request('/api/docs');
      const html = await page.text();
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(html).toContain('/api/sessions/{id}/play');
      expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    } finally {
      await t.close();
    }
  });
});
