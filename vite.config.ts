import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressPlugin } from './scripts/precompress-plugin.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const DAY = 24 * 60 * 60;

export default defineConfig({
  define: {
    // src/features/pwa/app-version.ts. HEARTH_VERSION names a release (the update test builds one).
    __HEARTH_VERSION__: JSON.stringify(process.env.HEARTH_VERSION || version),
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // A new release waits for the user's Reload (src/features/pwa/update-controller.ts).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Hearth — real-estate assistant',
        short_name: 'Hearth',
        description:
          'Ask an AI assistant about market analysis, property research, investment strategies and more.',
        lang: 'en',
        dir: 'ltr',
        categories: ['business', 'productivity'],
        theme_color: '#b45309',
        background_color: '#fffbeb',
        display: 'standalone',
        orientation: 'any',
        start_url: '/chat',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // Made by scripts/make-screenshots.ts from the built app.
        screenshots: [
          {
            src: '/screenshots/wide.webp',
            sizes: '1280x720',
            type: 'image/webp',
            form_factor: 'wide',
            label: 'Hearth on a desktop: conversations beside the chat',
          },
          {
            src: '/screenshots/narrow.webp',
            sizes: '375x812',
            type: 'image/webp',
            form_factor: 'narrow',
            label: 'Hearth on a phone: a conversation with the assistant',
          },
        ],
      },
      workbox: {
        // The shell, every route chunk, the icons and the manifest; the screenshots only matter to
        // the install dialog, which fetches them itself.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        // The emoji font's subsets (about 1 MB each) load only when an emoji shows; the runtime font
        // cache below keeps those.
        globIgnores: ['screenshots/**', 'assets/noto-color-emoji-*'],
        // Navigations are answered with the precached shell (online too: the fastest start; a new
        // release arrives through the update prompt). The backend's own pages are never answered from
        // the cache; /auth/callback is an app route, /auth/v1/… is the auth server.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/(auth|rest|realtime|functions)\/v1(\/|$)/,
          /^\/_dev(\/|$)/,
          /^\/_health$/,
        ],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once, so it is offline-ready without a reload.
        // Later releases wait for the user (no skipWaiting).
        clientsClaim: true,
        skipWaiting: false,
        // Auth, REST, realtime and function responses match no route: the worker leaves them to the
        // network and nothing of them is ever stored. Only same-origin fonts and images (not the
        // precached ones) are cached at run time, with an expiry; images from other hosts in
        // assistant replies are not (opaque responses would cost megabytes of quota each).
        runtimeCaching: [
          {
            urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'font',
            handler: 'CacheFirst',
            options: {
              cacheName: 'hearth-fonts',
              expiration: { maxEntries: 30, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ request, sameOrigin, url }) =>
              sameOrigin &&
              request.destination === 'image' &&
              !/^\/(auth|rest|realtime|functions)\/v1\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'hearth-images',
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // Last: brotli and gzip copies of everything above, the service worker's runtime included.
    precompressPlugin(),
  ],
  server: {
    // `npm run dev` proxies the backend paths to a running `npm start`.
    proxy: Object.fromEntries(
      ['/auth', '/rest', '/functions', '/_dev']
        .map((p) => [p, 'http://localhost:3000'])
        .concat([['/realtime', { target: 'ws://localhost:3000', ws: true } as never]]),
    ),
  },
  build: {
    sourcemap: true,
    rolldownOptions: {
      // Tailwind's plugin rewrites the CSS without a source map, so the CSS map points into the
      // generated file; Rolldown says so on every build, and on `npm start`'s first build an operator
      // reads it as an error. The JavaScript maps are whole; every other warning still shows.
      onwarn(warning, warn) {
        if (warning.code === 'SOURCEMAP_BROKEN' && warning.plugin?.startsWith('@tailwindcss/vite')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, react-dom, the router, the shell's small
          // shared helpers) in one chunk: every page loads all of it first anyway, and one file
          // compresses better than the seven small ones Rolldown would otherwise split it into
          // (`/chat` −2.6 KB gzip, `/` −2.2). Code only other routes use stays out of it.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
