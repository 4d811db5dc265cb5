// Markdown-style links `[text](url)` and images `![alt](url)` in message text (spec §2 Chat, last
// bullet), and the URL allowlist every renderer of assistant text goes through.
//
// Guarantees of `sanitizeUrl`: it returns either null or the `href` of a WHATWG `URL` whose protocol
// is http: or https: (or mailto: for links), with a host and without user:password@ — the string a
// browser will navigate to, not the string the model wrote. It never trims, decodes or repairs its
// input: whitespace, control or invisible characters anywhere, an unknown scheme, or a scheme-less
// "host" that is not a plain host name (entity- or percent-encoded schemes such as
// `javascript&colon;` or `%6Aavascript:`) all give null, and the segment parser then shows the
// original bracket text as plain text.

export type UrlKind = 'link' | 'image';

export type MessageSegment =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'image'; alt: string; src: string };

/** Spec §2: "Links open in a new tab". Spread onto every rendered `<a>`. */
export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

const ALLOWED_PROTOCOLS: Record<UrlKind, readonly string[]> = {
  link: ['http:', 'https:', 'mailto:'],
  image: ['http:', 'https:'],
};

/** Whitespace (incl. NBSP, U+2028, U+3000), controls, format/bidi/zero-width characters, surrogates. */
const FORBIDDEN_CHARACTER = /[\s\p{C}]/u;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `example.com:8080/x` looks like a scheme `example.com:`; a port after the colon says it is a host. */
const HOST_WITH_PORT = /^[^/?#:@]+:\d{1,5}(?:[/?#]|$)/;
/** What may stand before the first `/`, `?` or `#` of a URL written without a scheme. */
const PLAIN_HOST = /^[\p{L}\p{N}](?:[\p{L}\p{N}.-]*[\p{L}\p{N}])?(?::\d{1,5})?$/u;

function normaliseAssetHost(assetHost: string): string | null {
  if (!assetHost) return null;
  if (assetHost.includes('://')) {
    try {
      return new URL(assetHost).host || null;
    } catch {
      return null;
    }
  }
  return PLAIN_HOST.test(assetHost) ? assetHost : null;
}

function toCandidate(raw: string, assetHost: string): string | null {
  if (raw.startsWith('//')) return `https:${raw}`;
  if (raw.startsWith('/')) {
    const host = normaliseAssetHost(assetHost);
    return host ? `https://${host}${raw}` : null;
  }
  if (SCHEME.test(raw) && !HOST_WITH_PORT.test(raw)) return raw;
  const authority = raw.split(/[/?#]/, 1)[0] ?? '';
  return PLAIN_HOST.test(authority) ? `https://${raw}` : null;
}

/**
 * The safe, absolute form of a URL from message text, or null when it must not become a link or
 * image. `example.com/a` → `https://example.com/a`; `//cdn.example.com/a.png` →
 * `https://cdn.example.com/a.png`; `/a.png` → `https://{assetHost}/a.png`. `assetHost` is normally
 * the page's own `location.host`; the caller passes it so this stays free of globals.
 */
export function sanitizeUrl(raw: string, assetHost: string, kind: UrlKind = 'link'): string | null {
  if (!raw || FORBIDDEN_CHARACTER.test(raw)) return null;
  const candidate = toCandidate(raw, assetHost);
  if (candidate === null) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS[kind].includes(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname ? url.href : null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

interface MarkdownMatch {
  kind: UrlKind;
  start: number;
  end: number;
  label: string;
  url: string;
}

/** Finds the next `[label](url)` or `![label](url)` at or after `from`. */
function nextMatch(text: string, from: number): MarkdownMatch | null {
  let i = text.indexOf('[', from);
  while (i !== -1) {
    const close = text.indexOf(']', i + 1);
    if (close === -1) return null;
    const nested = text.lastIndexOf('[', close);
    if (nested > i) {
      // A label holds no `[`; every opener before the last one shares this `]`, so skip to it.
      i = nested;
      continue;
    }
    if (text[close + 1] === '(') {
      const urlEnd = scanUrl(text, close + 2);
      if (urlEnd !== -1) {
        const isImage = i > 0 && text[i - 1] === '!';
        return {
          kind: isImage ? 'image' : 'link',
          start: isImage ? i - 1 : i,
          end: urlEnd + 1,
          label: text.slice(i + 1, close),
          url: text.slice(close + 2, urlEnd),
        };
      }
    }
    i = text.indexOf('[', i + 1);
  }
  return null;
}

/** Longer "URLs" stay text; the bound also keeps scanning linear on hostile input. */
const MAX_URL_LENGTH = 4096;

/**
 * Index of the `)` closing a URL that starts at `start`, allowing balanced parentheses inside
 * (`https://en.wikipedia.org/wiki/Foo_(bar)`); -1 if whitespace or the end comes first.
 */
function scanUrl(text: string, start: number): number {
  let depth = 0;
  const limit = Math.min(text.length, start + MAX_URL_LENGTH + 1);
  for (let j = start; j < limit; j++) {
    const c = text[j]!;
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return j;
      depth--;
    } else if (/\s/.test(c)) return -1;
  }
  return -1;
}

/**
 * Splits message text into plain text, links and images. A link or image whose URL fails
 * `sanitizeUrl` stays in the text exactly as written. Adjacent text is merged.
 */
export function parseMessageSegments(text: string, assetHost: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments[segments.length - 1];
    if (last?.type === 'text') last.text += value;
    else segments.push({ type: 'text', text: value });
  };

  let cursor = 0;
  for (let match = nextMatch(text, 0); match; match = nextMatch(text, cursor)) {
    pushText(text.slice(cursor, match.start));
    const safe = sanitizeUrl(match.url, assetHost, match.kind);
    if (safe === null) pushText(text.slice(match.start, match.end));
    else if (match.kind === 'image') segments.push({ type: 'image', alt: match.label, src: safe });
    else segments.push({ type: 'link', text: match.label.trim() ? match.label : safe, href: safe });
    cursor = match.end;
  }
  pushText(text.slice(cursor));
  return segments;
}

/**
 * URLs of `![alt](url)` images in text, as written (not yet sanitised: whoever renders them passes
 * each through `sanitizeUrl(url, host, 'image')`). Used to collect a reply's image URLs (spec §3).
 */
export function extractMarkdownImageUrls(text: string): string[] {
  const urls: string[] = [];
  for (let match = nextMatch(text, 0); match; match = nextMatch(text, match.end)) {
    if (match.kind === 'image' && match.url) urls.push(match.url);
  }
  return urls;
}
