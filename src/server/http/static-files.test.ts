import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadStaticFiles, serveSpa } from './static-files.ts';

const APP_URL = 'https://founderflow.example';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
const script = 'console.log("founder flow");'.repeat(200);
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Founder Flow</title>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

// Which paths are pages is spa-pages.ts's business (tested in spa-pages.test.ts); here, two kinds.
const app = new Hono()
  .use(
    '*',
    serveSpa(loadStaticFiles(dist, APP_URL), async (pathname) => ({
      status: pathname === '/no-such-page' ? 404 : 200,
      meta: null,
    })),
  )
  .notFound((c) => c.json({ missing: true }, 404));

describe('serving the built SPA', () => {
  it('sends hashed assets compressed and immutable', async () => {
    const br = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers client routes with index.html, revalidated, and leaves unknown files alone', async () => {
    for (const route of ['/', '/sessions', '/paths/abc', '/wheel-of-life']) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('answers a path that is no page with index.html (the not-found page) and 404', async () => {
    const res = await app.request('/no-such-page', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(404);
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>');
  });
});

describe('the prerendered landing (decision 033)', () => {
  const withLanding = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-dist-'));
  fs.writeFileSync(path.join(withLanding, 'index.html'), '<!doctype html><div id="root">shell</div>');
  fs.writeFileSync(
    path.join(withLanding, 'landing.html'),
    '<!doctype html><div id="prerendered">landing</div>',
  );
  afterAll(() => fs.rmSync(withLanding, { recursive: true, force: true }));
  const site = new Hono().use(
    '*',
    serveSpa(loadStaticFiles(withLanding, APP_URL), async () => ({ status: 200, meta: null })),
  );

  it('is what a visitor gets at /, and varies with the cookie', async () => {
    const res = await site.request('/', { headers: { cookie: 'theme=dark' } });
    expect(await res.text()).toContain('id="prerendered"');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
  });

  it('is not what a browser with a session cookie gets, nor any other page', async () => {
    for (const cookie of [
      'better-auth.session_token=abc.def',
      '__Secure-better-auth.session_token=abc.def',
    ]) {
      const res = await site.request('/', { headers: { cookie } });
      expect(await res.text(), cookie).toContain('shell');
    }
    expect(await (await site.request('/sessions')).text()).toContain('shell');
  });

  it('has no address of its own', async () => {
    const res = await site.request('/landing.html');
    expect(await res.text()).not.toContain('id="prerendered"');
  });
});
