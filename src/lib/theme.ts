// The theme choice (issue 13): System (follow the device), Light or Dark, kept in localStorage so it
// holds across reloads and applies before the first paint (public/theme-init.js reads the same key and
// sets <html data-theme>, which the CSS follows). Changing it here stores it and re-applies at once;
// other tabs follow through the storage event.
import { useSyncExternalStore } from 'react';

export const THEME_STORAGE_KEY = 'hearth-theme';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = 'light' | 'dark';

declare global {
  interface Window {
    /** Defined by public/theme-init.js. */
    hearthApplyTheme?: () => void;
  }
}

export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function readThemeChoice(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

const listeners = new Set<() => void>();

/** Stores the choice and applies it to the page now. */
export function setThemeChoice(choice: ThemeChoice): void {
  const storage = safeStorage();
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the choice still applies to this page.
  }
  applyTheme(choice);
  for (const listener of [...listeners]) listener();
}

/** Sets <html data-theme> as theme-init.js does (used directly when the script did not run). */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  if (typeof document === 'undefined') return;
  if (window.hearthApplyTheme && readThemeChoice() === choice) {
    window.hearthApplyTheme();
    return;
  }
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const resolved = resolveTheme(choice, systemDark);
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.dataset.themeChoice = choice;
  root.style.colorScheme = resolved;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice, live (this tab's changes and other tabs'). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => readThemeChoice(),
    () => 'system',
  );
}

/** The theme the page shows now ('light' or 'dark'), live: follows the choice and, for System, the device. */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(
    subscribeResolved,
    () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'),
    () => 'light',
  );
}

function subscribeResolved(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
