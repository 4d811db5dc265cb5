// Content negotiation for the REST API: which body shape the client accepts (a JSON array, or a single
// object for `.single()`), whether the request body is JSON, and which schema a request addresses.
import { RestError } from './rest-errors.ts';

export const EXPOSED_SCHEMA = 'public';

export interface ResponseShape {
  /** `object` for application/vnd.pgrst.object+json: exactly one row or 406 PGRST116. */
  kind: 'array' | 'object';
  /** `;nulls=stripped` (postgrest-js `.stripNulls()`): omit null-valued keys. */
  stripNulls: boolean;
}

interface MediaRange {
  type: string;
  params: Map<string, string>;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges = header
    .split(',')
    .map((part) => {
      const [type = '', ...rawParams] = part.split(';');
      const params = new Map<string, string>();
      for (const raw of rawParams) {
        const eq = raw.indexOf('=');
        if (eq > 0)
          params.set(
            raw.slice(0, eq).trim().toLowerCase(),
            raw
              .slice(eq + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          );
      }
      const q = Number(params.get('q') ?? '1');
      return { type: type.trim().toLowerCase(), params, q: Number.isFinite(q) ? q : 1 };
    })
    .filter((range) => range.type !== '' && range.q > 0);
  // Stable sort: equal weights keep the client's order.
  return ranges.sort((a, b) => b.q - a.q);
}

export function negotiateResponse(accept: string | null): ResponseShape {
  if (!accept || !accept.trim()) return { kind: 'array', stripNulls: false };
  for (const range of parseAccept(accept)) {
    const stripNulls = range.params.get('nulls') === 'stripped';
    switch (range.type) {
      case 'application/vnd.pgrst.object+json':
      case 'application/vnd.pgrst.object':
        return { kind: 'object', stripNulls };
      case 'application/vnd.pgrst.array+json':
      case 'application/json':
      case 'application/*':
      case '*/*':
        return { kind: 'array', stripNulls };
    }
  }
  throw new RestError('not_acceptable', `None of these media types are available: ${accept}`);
}

export function contentTypeFor(shape: ResponseShape): string {
  return shape.kind === 'object'
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/** Request bodies must be JSON; a missing Content-Type is read as JSON (curl-friendly, like PostgREST). */
export function assertJsonBody(contentType: string | null): void {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === '' || type === 'application/json' || type === 'application/vnd.pgrst.object+json') return;
  throw new RestError('unsupported_content_type', `Content-Type not acceptable: ${contentType}`, {
    hint: 'Send the request body as application/json.',
  });
}

/** Accept-Profile (reads) / Content-Profile (writes) select the schema; only `public` is exposed. */
export function assertExposedSchema(method: string, headers: Headers): void {
  const read = method === 'GET' || method === 'HEAD';
  const profile = headers.get(read ? 'accept-profile' : 'content-profile');
  if (profile === null || profile === EXPOSED_SCHEMA) return;
  throw new RestError('invalid_schema', `Invalid schema: ${profile}`, {
    hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
  });
}
