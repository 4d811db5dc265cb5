// Which precompressed copy of a static file to send (RFC 9110 §12.5.3): the client's most preferred
// coding among those we have, brotli before gzip on a tie; none when the client accepts neither or
// rules them out with q=0.

/**
 * Text formats the build makes precompressed copies of; images and fonts are compressed already, and
 * source maps (several megabytes, fetched only by developer tools) would make every build much slower.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.ico',
  '.xml',
]);

export const ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type Coding = (typeof ENCODINGS)[number]['coding'];

/** q-values by coding name (lower case) from an Accept-Encoding header; `*` included as given. */
export function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number.isFinite(Number(value)) ? Math.min(1, Math.max(0, Number(value))) : 0;
    }
    accepted.set(name.trim(), q);
  }
  return accepted;
}

/** The best coding the client accepts among `available`, or null for the identity body. */
export function chooseEncoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  const accepted = parseAcceptEncoding(header);
  let best: Coding | null = null;
  let bestQ = 0;
  for (const { coding } of ENCODINGS) {
    if (!available.includes(coding)) continue;
    const q = accepted.get(coding) ?? accepted.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
