// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createInstallPromptStore } from './install-prompt.ts';
import { fakeInstallPromptEvent } from './testing/fake-install-prompt.ts';

describe('install prompt store', () => {
  it('keeps the offer (no mini-infobar) and uses it once', async () => {
    const store = createInstallPromptStore(window);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe('unavailable');
    const event = fakeInstallPromptEvent('dismissed');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getSnapshot()).toBe('available');
    expect(await store.prompt()).toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe('unavailable');
    expect(await store.prompt()).toBe('unavailable');
    expect(listener).toHaveBeenCalledTimes(2);
    store.dispose();
  });

  it('is installed after an accepted prompt or appinstalled', async () => {
    const store = createInstallPromptStore(window);
    window.dispatchEvent(fakeInstallPromptEvent('accepted'));
    expect(await store.prompt()).toBe('accepted');
    expect(store.getSnapshot()).toBe('installed');
    store.dispose();

    const other = createInstallPromptStore(window);
    window.dispatchEvent(fakeInstallPromptEvent());
    window.dispatchEvent(new Event('appinstalled'));
    expect(other.getSnapshot()).toBe('installed');
    other.dispose();
  });
});
