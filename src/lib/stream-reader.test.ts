import { describe, expect, it } from 'vitest';
import { loadStreamReader } from './stream-reader.ts';

describe('loadStreamReader', () => {
  it('loads the stream reader once and gives the same module to every stream', async () => {
    const first = loadStreamReader();
    expect(loadStreamReader()).toBe(first);
    const reader = await first;
    expect(reader).toBe(await import('./sse-stream.ts'));
    expect(typeof reader.readStreamEvents).toBe('function');
  });
});
