// The site's operator-edited pages (issue 23 §7): `/site/terms.md` and `/site/privacy.md` are
// Markdown an operator writes in the site directory (SITE_DIR, default <DATA_DIR>/site); a file there
// replaces the build's default (public/site/*.md, served by the static app when the operator has
// none). `/site/access.json` says where people who were not invited may ask for access
// (ACCESS_REQUEST_EMAIL), shown under "Registration Closed". The app renders the Markdown with its
// safe renderer (src/pages/site-page.tsx): no HTML, no script, links checked.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'hono';

export const SITE_PAGES = ['terms.md', 'privacy.md'] as const;

export interface SitePagesOptions {
  siteDir: string | null;
  accessRequestEmail: string | null;
}

/** Serves the operator's copy of a page, or passes on to the build's default. */
export function sitePage(options: SitePagesOptions) {
  return async (c: Context, next: Next): Promise<Response | void> => {
    const name = c.req.param('file') ?? '';
    if (!options.siteDir || !(SITE_PAGES as readonly string[]).includes(name)) return next();
    let text: string;
    try {
      text = await readFile(path.join(options.siteDir, name), 'utf8');
    } catch {
      return next();
    }
    return c.body(text, 200, {
      'Content-Type': 'text/markdown; charset=utf-8',
      // An edit shows on the next visit.
      'Cache-Control': 'no-cache',
    });
  };
}

/** `{email}`: where to ask for access, or null. */
export function accessRequest(options: SitePagesOptions) {
  return (c: Context) => c.json({ email: options.accessRequestEmail }, 200, { 'Cache-Control': 'no-cache' });
}
