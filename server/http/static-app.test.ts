import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindShellRevision, configHash, staticApp, type PublicConfig } from './static-app.ts';

const SW = `define(["./workbox-2178cfdb"],function(s){s.precacheAndRoute([{url:"index.html",revision:"19209b8e"},{url:"favicon.svg",revision:"1f99"}],{})});`;

describe('bindShellRevision', () => {
  it("appends the tag to index.html's precache revision only", () => {
    expect(bindShellRevision(SW, 'abc')).toContain('{url:"index.html",revision:"19209b8e-abc"}');
    expect(bindShellRevision(SW, 'abc')).toContain('{url:"favicon.svg",revision:"1f99"}');
    const pretty = `precacheAndRoute([{ "url": "index.html", "revision": "42" }])`;
    expect(bindShellRevision(pretty, 't')).toContain('"revision": "42-t"');
    expect(bindShellRevision('self.skipWaiting()', 't')).toBe('self.skipWaiting()');
  });
});

describe('staticApp', () => {
  let dir: string;
  let config: PublicConfig;
  let app: Hono;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hearth-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<html><head></head><body></body></html>');
    await writeFile(path.join(dir, 'sw.js'), SW);
    await writeFile(path.join(dir, 'workbox-2178cfdb.js'), '/* workbox */');
    await writeFile(path.join(dir, 'manifest.webmanifest'), '{}');
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), 'export {}');
    config = { supabaseUrl: 'http://localhost:1', anonKey: 'anon-1' };
    app = new Hono();
    const serve = staticApp(dir, () => config);
    app.all('*', (c) => serve(c));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves sw.js as revalidated JavaScript with the shell bound to the backend config', async () => {
    const response = await app.request('/sw.js');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`revision:"19209b8e-${configHash(config)}"`);

    const etag = response.headers.get('etag')!;
    const again = await app.request('/sw.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    // Another backend: another service worker, so installed apps pick up the new config.
    config = { ...config, anonKey: 'anon-2' };
    const changed = await app.request('/sw.js', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain(`revision:"19209b8e-${configHash(config)}"`);
  });

  it('serves the manifest with its content type, hashed files as immutable', async () => {
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    for (const url of ['/assets/index-abc.js', '/workbox-2178cfdb.js']) {
      const response = await app.request(url);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('injects the config into the shell for client routes, and 404s missing asset-like paths', async () => {
    const shell = await app.request('/chat');
    expect(await shell.text()).toContain('<meta name="hearth-config"');
    expect((await app.request('/nope.js')).status).toBe(404);
  });
});
