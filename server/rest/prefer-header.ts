// The `Prefer` request header (RFC 7240) as PostgREST reads it. postgrest-js sends every preference in
// one header joined by ", " (and "," without a space for rpc counts), so we split on commas. Unknown or
// malformed preferences are ignored, as PostgREST does, unless `handling=strict` asks for an error.
import { RestError } from './rest-errors.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'lenient' | 'strict' | null;
  maxAffected: number | null;
  /** Accepted and deliberately not acted on (Supabase's default configuration ignores tx=rollback too). */
  tx: 'commit' | 'rollback' | null;
  invalid: string[];
}

const CHOICES = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['lenient', 'strict'],
  tx: ['commit', 'rollback'],
} as const;

type ChoiceKey = keyof typeof CHOICES;

function isChoiceKey(key: string): key is ChoiceKey {
  return Object.hasOwn(CHOICES, key);
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    handling: null,
    maxAffected: null,
    tx: null,
    invalid: [],
  };
  for (const raw of (header ?? '').split(',')) {
    const token = raw.trim();
    if (!token) continue;
    const eq = token.indexOf('=');
    const key = eq < 0 ? token : token.slice(0, eq).trim();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (isChoiceKey(key) && (CHOICES[key] as readonly string[]).includes(value)) {
      (prefs as unknown as Record<string, string>)[key] = value;
    } else if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (key === 'timezone' || key === 'params') {
      // Recognised by PostgREST; nothing to do for this subset.
    } else {
      prefs.invalid.push(token);
    }
  }
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError('invalid_preferences', 'Invalid preferences given with handling=strict', {
      details: `Invalid preferences: ${prefs.invalid.join(', ')}`,
    });
  }
  return prefs;
}

/** The `Preference-Applied` response header: the preferences this server honoured. */
export function preferenceApplied(
  prefs: Preferences,
  honoured: readonly (keyof Preferences)[],
): string | null {
  const parts: string[] = [];
  for (const key of honoured) {
    const value = prefs[key];
    if (value === null || Array.isArray(value)) continue;
    parts.push(key === 'maxAffected' ? `max-affected=${value}` : `${key}=${value}`);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}
