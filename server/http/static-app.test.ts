import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';
import { bindShellRevision, configHash, staticApp, type PublicConfig } from './static-app.ts';

const BIG_SCRIPT = 'export const words = ['.concat(
  Array.from({ length: 400 }, (_, i) => `"word ${i % 37}"`).join(','),
  '];\n',
);
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
    await writeFile(path.join(dir, 'assets', 'chat-def.js'), BIG_SCRIPT);
    await writeFile(path.join(dir, 'icon.png'), Buffer.alloc(2048, 7));
    await precompressDir(dir);
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

  it('sends the precompressed copy the client prefers, with Vary, and the same bytes once decoded', async () => {
    const br = await app.request('/assets/chat-def.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(BIG_SCRIPT);

    const gz = await app.request('/assets/chat-def.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_SCRIPT);

    const plain = await app.request('/assets/chat-def.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(BIG_SCRIPT);

    // Each coding is its own cache entry.
    const etags = new Set([br, gz, plain].map((r) => r.headers.get('etag')));
    expect(etags.size).toBe(3);
    const revalidated = await app.request('/assets/chat-def.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('content-encoding')).toBe('br');
  });

  it('leaves images, tiny files and the files rewritten per request uncompressed', async () => {
    const accept = { 'Accept-Encoding': 'br, gzip' };
    const image = await app.request('/icon.png', { headers: accept });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    // 'export {}' compresses to more than its own 9 bytes: no copy was made.
    const tiny = await app.request('/assets/index-abc.js', { headers: accept });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {}');

    const sw = await app.request('/sw.js', { headers: accept });
    expect(sw.headers.get('content-encoding')).toBeNull();
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(await sw.text()).toContain(`revision:"19209b8e-${configHash(config)}"`);
    const shell = await app.request('/chat', { headers: accept });
    expect(shell.headers.get('content-encoding')).toBeNull();
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(await shell.text()).toContain('<meta name="hearth-config"');
    await expect(readFile(path.join(dir, 'index.html.br'))).rejects.toThrow();
    await expect(readFile(path.join(dir, 'sw.js.gz'))).rejects.toThrow();
  });
});
