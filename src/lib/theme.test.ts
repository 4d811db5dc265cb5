// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  parseThemeChoice,
  readThemeChoice,
  resolveTheme,
  setThemeChoice,
  THEME_STORAGE_KEY,
} from './theme.ts';

const INIT_SCRIPT = readFileSync(path.resolve(import.meta.dirname, '../../public/theme-init.js'), 'utf8');

/** Runs public/theme-init.js as the page's <head> would, with the system scheme given. */
function runInitScript(systemDark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  new Function(INIT_SCRIPT)();
}

afterEach(() => {
  localStorage.clear();
  delete window.hearthApplyTheme;
  delete document.documentElement.dataset.theme;
});

describe('theme choice', () => {
  it('System, Light or Dark; anything else is System', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('purple')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('the init script applies the stored choice, and follows the system for System', () => {
    runInitScript(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runInitScript(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runInitScript(false);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('setThemeChoice stores the choice (System clears it) and applies it at once', () => {
    runInitScript(false);
    setThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('applies by itself when the init script did not run', () => {
    window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
    applyTheme('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
