// The build step that writes the precompressed copies of the built app (server/http/precompress.ts
// makes them; the server sends them by Accept-Encoding).
import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from '../server/http/precompress.ts';

/**
 * Runs after every other plugin has written its files (vite-plugin-pwa writes sw.js and the workbox
 * runtime when the bundle closes), so the service worker's runtime is compressed too.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'hearth:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files, bytes, brotliBytes, gzipBytes } = await precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        this.info(
          `precompressed ${files} files: ${kb(bytes)} → ${kb(gzipBytes)} gzip, ${kb(brotliBytes)} brotli`,
        );
      },
    },
  };
}
