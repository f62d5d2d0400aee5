import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '#server/testing/api-answers.ts';
import { signedUpUser } from '#server/testing/auth-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

const require = createRequire(import.meta.url);

type ClientModule = {
  journey: (
    baseUrl: string,
    fetch: (request: Request) => Promise<Response>,
    account: { email: string; password: string },
  ) => Promise<{ signedInAs: string; sessionsListed: number; progressSaved: number; journalEntryId: string }>;
};
const CLIENT_DIR = path.resolve('tests/openapi-client');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The app as a remote client reaches it: our Origin (Better Auth wants it) and one client address. */
const appFetch = async (request: Request) => {
  const headers = new Headers(request.headers);
  headers.set('origin', t.deps.env.appUrl);
  return t.app.request(new Request(request, { headers }), undefined, {
    incoming: { socket: { remoteAddress: '10.77.0.1' } },
  });
};

// A generated client is how many teams will meet the API: its types come from the served document
// alone, so a route missing from it, or described wrongly, fails here.
describe('a client generated from /api/openapi.json', () => {
  it('type-checks against the generated types, then signs in, lists, saves progress and writes', async () => {
    const served = await t.app.request('/api/openapi.json');
    expect(served.status).toBe(200);
    const types = astToString(await openapiTS(await served.text()));
    // A folder of this run's own inside the project (its packages resolve from there), so the runs on
    // PGlite and PostgreSQL never read each other's half-written types.
    fs.mkdirSync(path.resolve('.tmp'), { recursive: true });
    const dir = fs.mkdtempSync(path.resolve('.tmp/openapi-client-'));
    for (const file of ['client.ts', 'tsconfig.json'])
      fs.copyFileSync(path.join(CLIENT_DIR, file), path.join(dir, file));
    fs.mkdirSync(path.join(dir, '.generated'));
    fs.writeFileSync(path.join(dir, '.generated/api.d.ts'), types);

    const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);

    // The file just type-checked is the one run. Its types live only in that folder, which the
    // project's own typecheck never sees, so its signature is restated here.
    const user = await signedUpUser(t, { label: 'generated-client' });
    const { journey } = (await import(/* @vite-ignore */ path.join(dir, 'client.ts'))) as ClientModule;
    const done = await journey(`${t.deps.env.appUrl}/api`, appFetch, {
      email: user.email,
      password: user.password,
    });
    expect(done).toMatchObject({ signedInAs: user.email, progressSaved: expect.any(Number) });
    expect(done.sessionsListed).toBeGreaterThan(0);
    // The entry is there for the same person signed in from a browser.
    const entry = await readJson(
      await user.client.api.journal.entries[':id'].$get({ param: { id: done.journalEntryId } }),
    );
    expect(entry.text).toBe('Wrote this from a generated client.');
    fs.rmSync(dir, { recursive: true });
  });
});
