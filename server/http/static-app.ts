// Serves the built PWA: hashed assets with long caching, everything else revalidated, unknown paths
// fall back to index.html (client-side routes). The backend URL and anon key are injected into
// index.html at serve time (as a meta tag, so no inline script is needed under the CSP), which lets
// one build serve any backend.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

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
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface PublicConfig {
  supabaseUrl: string;
  anonKey: string;
}

export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Tailwind ships a stylesheet; React sets some inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Assistant replies may show images from any https host.
    "img-src 'self' https: data: blob:",
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

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
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
    if (file.startsWith(root + path.sep) && (await isFile(file))) {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const immutable = urlPath.startsWith('/assets/');
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (path.basename(file) === 'index.html') return serveIndex(root, publicConfig());
      return new Response(await readFile(file), { headers });
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.json({ error: 'Not found' }, 404);
    // Asset-like paths that do not exist are real 404s; anything else is a client route.
    if (path.extname(urlPath) && urlPath !== '/index.html') return c.text('Not found', 404);
    return serveIndex(root, publicConfig());
  };
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

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
