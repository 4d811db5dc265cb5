// Where the backend is: injected by the local stack into index.html at serve time (one build serves
// any backend), or baked in from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY for a Supabase project.
// The last config seen is remembered so that an offline start from the cached shell still knows it.

export interface BackendConfig {
  supabaseUrl: string;
  anonKey: string;
  /** Hosts besides the site itself that messages may load images from (image-hosts.ts). */
  imageHosts?: string[];
}

const STORAGE_KEY = 'hearth.backend-config';

export function readBackendConfig(
  doc: Document = document,
  storage: Storage | null = safeLocalStorage(),
): BackendConfig | null {
  const fromMeta = parse(doc.querySelector('meta[name="hearth-config"]')?.getAttribute('content') ?? null);
  if (fromMeta) {
    storage?.setItem(STORAGE_KEY, JSON.stringify(fromMeta));
    return fromMeta;
  }
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  const imageHosts = hostList(import.meta.env.VITE_IMAGE_HOSTS as string | undefined);
  if (url && anonKey) return { supabaseUrl: url, anonKey, imageHosts };
  return parse(storage?.getItem(STORAGE_KEY) ?? null);
}

/** The backend config for the app-wide clients; throws with a clear message when there is none. */
export function requireBackendConfig(): BackendConfig {
  const config = readBackendConfig();
  if (!config)
    throw new Error('No backend configured: serve the app from the Hearth server or set VITE_SUPABASE_URL.');
  return config;
}

function parse(json: string | null): BackendConfig | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<BackendConfig>;
    const imageHosts = Array.isArray(value.imageHosts)
      ? value.imageHosts.filter((h): h is string => typeof h === 'string')
      : [];
    return typeof value.supabaseUrl === 'string' && typeof value.anonKey === 'string'
      ? { supabaseUrl: value.supabaseUrl, anonKey: value.anonKey, imageHosts }
      : null;
  } catch {
    return null;
  }
}

function hostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
