// The session's storage across the port (issue 20): the worker's auth client reads and writes the
// page's localStorage through comlink over a MessageChannel, as between a page and its worker.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/fakes/memory-storage.ts';
import { pageAuthStorage, workerAuthStorage, type AuthStoragePort } from './auth-storage-port.ts';

const KEY = 'sb-127-auth-token';
const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((port) => port.close()));

function across(storage: Storage | null) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  Comlink.expose(pageAuthStorage(storage, KEY), port1);
  return workerAuthStorage(Comlink.wrap<AuthStoragePort>(port2));
}

describe('the session’s storage across the port', () => {
  it('reads, writes and removes the page’s stored session', async () => {
    const page = new MemoryStorage();
    page.setItem(KEY, '{"access_token":"a"}');
    const worker = across(page);
    expect(await worker.getItem(KEY)).toBe('{"access_token":"a"}');
    await worker.setItem(KEY, '{"access_token":"b"}');
    expect(page.getItem(KEY)).toBe('{"access_token":"b"}');
    // auth-js' items beside the session (the user, a PKCE verifier) are the session's too.
    await worker.setItem(`${KEY}-user`, '{"id":"u"}');
    expect(page.getItem(`${KEY}-user`)).toBe('{"id":"u"}');
    await worker.removeItem(KEY);
    expect(page.getItem(KEY)).toBeNull();
    expect(await worker.getItem(KEY)).toBeNull();
  });

  it('refuses every other item of the page’s storage', async () => {
    const page = new MemoryStorage();
    page.setItem('hearth.active-conversation', 'c1');
    const worker = across(page);
    await expect(worker.getItem('hearth.active-conversation')).rejects.toThrow(/may not use/);
    await expect(worker.setItem('sb-127-auth-tokenx', 'v')).rejects.toThrow(/may not use/);
    await expect(worker.removeItem('hearth.active-conversation')).rejects.toThrow(/may not use/);
    expect(page.getItem('hearth.active-conversation')).toBe('c1');
  });

  it('a page without storage has no session to give', async () => {
    const worker = across(null);
    expect(await worker.getItem(KEY)).toBeNull();
    await worker.setItem(KEY, 'v');
    expect(await worker.getItem(KEY)).toBeNull();
  });
});
