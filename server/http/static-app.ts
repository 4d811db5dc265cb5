// Serves the built PWA: hashed assets with long caching, everything else revalidated (with ETags, so
// a revalidation costs a 304), unknown paths fall back to index.html (client-side routes). The backend
// URL and anon key are injected into index.html at serve time (as a meta tag, so no inline script is
// needed under the CSP), which lets one build serve any backend.
//
// Text assets are sent precompressed (brotli or gzip, made at build time by server/http/precompress.ts)
// when the client accepts it, with `Vary: Accept-Encoding` so caches keep the codings apart.
//
// The service worker precaches index.html as this server serves it, config included. So that a
// changed config (another backend, a new anon key after DATA_DIR was reset) reaches installed apps,
// sw.js is served with the shell's precache revision bound to the config: a new config is a new
// service worker, which the app offers as an update like any release.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { chooseEncoding, COMPRESSIBLE_EXTENSIONS, ENCODINGS, type Coding } from './content-encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface PublicConfig {
  supabaseUrl: string;
  anonKey: string;
  /** Hosts besides the site that messages may load images from (src/lib/image-hosts.ts). */
  imageHosts?: string[];
}

export function contentSecurityPolicy(imageHosts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Tailwind ships a stylesheet; React sets some inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Messages show images from the site and the hosts the operator allows, nowhere else (a reply's
    // image URL could otherwise tell a third party who read it, and carry what was in the chat).
    ['img-src', "'self'", 'data:', 'blob:', ...imageHosts.map((host) => `https://${host}`)].join(' '),
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(imageHosts: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(imageHosts),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function injectConfig(html: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const tag = `<meta name="hearth-config" content="${json}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : tag + html;
}

export function staticApp(appDir: string, publicConfig: () => PublicConfig) {
  const root = path.resolve(appDir);
  return async (c: Context): Promise<Response> => {
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.resolve(root, `.${urlPath}`);
    const info = file.startsWith(root + path.sep) ? await fileInfo(file) : null;
    if (info) {
      if (path.basename(file) === 'index.html') return serveIndex(root, publicConfig());
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const serviceWorker = urlPath === SERVICE_WORKER_PATH;
      const configTag = serviceWorker ? configHash(publicConfig()) : '';
      const encoding = serviceWorker ? null : await pickEncoding(file, c.req.header('accept-encoding'));
      const sent = encoding?.info ?? info;
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': isImmutable(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ETag: `W/"${sent.size.toString(36)}-${Math.floor(sent.mtimeMs).toString(36)}${configTag && `-${configTag}`}${encoding ? `-${encoding.coding}` : ''}"`,
      };
      if (isCompressible(file)) headers.Vary = 'Accept-Encoding';
      if (encoding) headers['Content-Encoding'] = encoding.coding;
      if (c.req.header('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
      const body = await readFile(encoding ? `${file}${encoding.suffix}` : file);
      if (serviceWorker)
        return new Response(bindShellRevision(body.toString('utf8'), configTag), { headers });
      return new Response(body, { headers });
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ error: 'Not found' }, 404);
    // Asset-like paths that do not exist are real 404s; anything else is a client route.
    if (path.extname(urlPath) && urlPath !== '/index.html') return c.text('Not found', 404);
    return serveIndex(root, publicConfig());
  };
}

const SERVICE_WORKER_PATH = '/sw.js';

/** Content-hashed names: Vite's assets and workbox's runtime (`/workbox-1a2b3c4d.js`). */
function isImmutable(urlPath: string): boolean {
  return urlPath.startsWith('/assets/') || /^\/workbox-[0-9a-f]{8}\.js$/.test(urlPath);
}

function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file));
}

/** The precompressed copy to send (and its size and date), if the client accepts one the build made. */
async function pickEncoding(file: string, acceptEncoding: string | undefined) {
  if (!acceptEncoding || !isCompressible(file)) return null;
  const copies = await Promise.all(
    ENCODINGS.map(async (e) => ({ ...e, info: await fileInfo(`${file}${e.suffix}`) })),
  );
  const available = copies.filter((copy) => copy.info).map((copy) => copy.coding);
  const coding: Coding | null = chooseEncoding(acceptEncoding, available);
  const copy = copies.find((c) => c.coding === coding);
  return copy?.info ? { coding: copy.coding, suffix: copy.suffix, info: copy.info } : null;
}

export function configHash(config: PublicConfig): string {
  return createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 12);
}

/**
 * Appends `tag` to the precache revision of index.html in a workbox service worker (generateSW's
 * `{url:"index.html",revision:"…"}`); any other script is returned unchanged.
 */
export function bindShellRevision(script: string, tag: string): string {
  return script.replace(
    /(\{\s*"?url"?\s*:\s*"(?:\/)?index\.html"\s*,\s*"?revision"?\s*:\s*")([^"]*)(")/,
    (_match, head: string, revision: string, tail: string) => `${head}${revision}-${tag}${tail}`,
  );
}

async function serveIndex(root: string, config: PublicConfig): Promise<Response> {
  const html = await readFile(path.join(root, 'index.html'), 'utf8').catch(() => null);
  if (html === null) {
    return new Response('The app is not built. Run `npm run build` (npm start does it for you).', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(injectConfig(html, config), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

async function fileInfo(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  return stat(file).then(
    (s) => (s.isFile() ? { size: s.size, mtimeMs: s.mtimeMs } : null),
    () => null,
  );
}
