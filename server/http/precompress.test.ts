import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

// A script shaped like a minified chunk: repeated identifiers and strings with some variety.
const SCRIPT = Array.from(
  { length: 600 },
  (_, i) => `function f${i}(a,b){return a.items[${i % 17}]===b?"row ${i % 23}":g${(i * 7) % 31}(a,b+${i})}`,
).join(';');

describe('precompressDir', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hearth-precompress-'));
    await writeFile(path.join(dir, 'chunk.js'), SCRIPT);
    await writeFile(path.join(dir, 'tiny.js'), 'x');
    await writeFile(path.join(dir, 'index.html'), '<html></html>'.repeat(100));
    await precompressDir(dir);
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes gzip no larger than zlib level 9 (Zopfli) and brotli copies that decode to the file', async () => {
    const gz = await readFile(path.join(dir, 'chunk.js.gz'));
    expect(gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(gz.length).toBeLessThan(gzipSync(SCRIPT, { level: 9 }).length);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'chunk.js.br'))).toString()).toBe(SCRIPT);
  });

  it('writes no copy that would not be smaller, and none of files rewritten per request', async () => {
    await expect(stat(path.join(dir, 'tiny.js.gz'))).rejects.toThrow();
    await expect(stat(path.join(dir, 'tiny.js.br'))).rejects.toThrow();
    await expect(stat(path.join(dir, 'index.html.gz'))).rejects.toThrow();
  });
});
