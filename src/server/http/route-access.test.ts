import { describe, expect, it } from 'vitest';
import { createApi, OPENAPI_INFO } from '#server/app.ts';
import { ACCESS_LEVELS } from '#server/auth/guards.ts';

/** DESIGN §4.8: a route without a declared access level fails this inventory. */
describe('route inventory', () => {
  const api = createApi();
  const document = api.getOpenAPI31Document(OPENAPI_INFO);
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Record<string, unknown>>).map(([method, op]) => ({ path, method, op })),
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
    const undeclared = operations.filter((o) => !ACCESS_LEVELS.includes(o.op['x-access'] as never));
    expect(undeclared.map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });
});
