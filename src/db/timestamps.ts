// One sortable form for every timestamp stored locally. Postgres sends `timestamptz` with microseconds,
// trailing zeros trimmed and an offset (`2026-01-02T03:04:05.12+00:00`); the browser makes
// `2026-01-02T03:04:05.120Z`. Dexie indexes compare strings, so both are stored as UTC with exactly six
// fraction digits and `Z` (`2026-01-02T03:04:05.120000Z`): string order is then time order, equal
// instants are equal strings, and no microseconds are lost (two rows of one millisecond keep their order).

const PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** The canonical form of an ISO-8601 / Postgres timestamp; unparseable input is returned unchanged. */
export function canonicalTimestamp(value: string): string {
  const match = PATTERN.exec(value.trim());
  if (!match) return value;
  const [, date, time, fraction = '', zone = 'Z'] = match;
  const seconds = time!.length === 5 ? `${time}:00` : time!;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : normalizeOffset(zone);
  const whole = Date.parse(`${date}T${seconds}${offset}`);
  if (Number.isNaN(whole)) return value;
  const utc = new Date(whole).toISOString().slice(0, 19);
  return `${utc}.${fraction.slice(0, 6).padEnd(6, '0')}Z`;
}

function normalizeOffset(zone: string): string {
  const digits = zone.replace(':', '');
  return digits.length === 3 ? `${digits}:00` : `${digits.slice(0, 3)}:${digits.slice(3)}`;
}

/** The canonical form of a clock reading (milliseconds since the epoch). */
export function timestampFromMillis(ms: number): string {
  return canonicalTimestamp(new Date(ms).toISOString());
}

/** The later of two canonical timestamps (null counts as earliest). */
export function laterTimestamp(a: string | null | undefined, b: string | null | undefined): string {
  if (!a) return b ?? '';
  if (!b) return a;
  return a >= b ? a : b;
}

/** A canonical timestamp moved by whole microseconds (sort keys squeezed between neighbours). */
export function shiftTimestamp(canonical: string, microseconds: number): string {
  const ms = Date.parse(`${canonical.slice(0, 23)}Z`);
  if (Number.isNaN(ms)) return canonical;
  const total = ms * 1000 + Number(canonical.slice(23, 26)) + microseconds;
  const wholeMs = Math.floor(total / 1000);
  const micros = total - wholeMs * 1000;
  return `${new Date(wholeMs).toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`;
}
