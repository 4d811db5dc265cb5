// Builds the PWA when dist/ is missing or older than its sources, so `npm start` always serves the
// current app without rebuilding on every start.
import { statSync, readdirSync, existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');
// The build's own plugin (scripts/precompress-plugin.ts, server/http/precompress.ts) counts too.
const sources = [
  'src',
  // The rules both ends share (trace reducer, protocol types, the calculators the app recomputes with).
  'supabase/functions/_shared',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/precompress-plugin.ts',
  'server/http/precompress.ts',
  'server/http/content-encoding.ts',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt < changedAt) {
  console.log(builtAt ? 'Sources changed: rebuilding the app…' : 'Building the app (first start)…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
