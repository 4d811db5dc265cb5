// Precompressed copies of the built app (brotli `.br`, gzip `.gz`) beside each text asset, made once at
// build time at the highest levels, so the server answers with them by Accept-Encoding
// (server/http/static-app.ts) without compressing anything per request. A copy that would not be
// smaller than the original is not written. Files the server rewrites per request (index.html gets
// the backend config, sw.js the config-bound shell revision) are left alone: a precompressed copy of
// them would be stale. The build makes them (scripts/precompress-plugin.ts); the server's tests too.
//
// The gzip copies are made by Zopfli (@gfx/zopfli, Google's encoder built to WebAssembly): standard
// gzip that every client decodes, about 3% smaller than zlib's level 9 on our scripts, for ~5 s more
// build time. More than 5 iterations gains almost nothing here (0.05% at 15, for 1.5 s more). zlib's
// level 9 is still computed and kept when it happens to be smaller.
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ZOPFLI_ITERATIONS = 5;

async function smallestGzip(body: Buffer): Promise<Uint8Array> {
  const [zopfli, zlib] = await Promise.all([
    zopfliGzip(body, { numiterations: ZOPFLI_ITERATIONS }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return zopfli.length <= zlib.length ? zopfli : zlib;
}

/** Served with per-request changes, never from a precompressed copy. */
export const REWRITTEN_PER_REQUEST = new Set(['index.html', 'sw.js']);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const relative of await listFiles(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(relative)) || REWRITTEN_PER_REQUEST.has(relative)) continue;
    const file = path.join(dir, relative);
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      smallestGzip(body),
    ]);
    result.files++;
    result.bytes += body.length;
    result.brotliBytes += Math.min(br.length, body.length);
    result.gzipBytes += Math.min(gz.length, body.length);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  }
  return result;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
