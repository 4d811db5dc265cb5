import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Hearth — real-estate assistant',
        short_name: 'Hearth',
        description:
          'Ask an AI assistant about market analysis, property research, investment strategies and more.',
        theme_color: '#b45309',
        background_color: '#fffbeb',
        display: 'standalone',
        start_url: '/chat',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // The backend's paths are never answered from the cache.
        navigateFallbackDenylist: [/^\/(auth|rest|realtime|functions|_dev)\//],
        runtimeCaching: [],
      },
    }),
  ],
  server: {
    // `npm run dev` proxies the backend paths to a running `npm start`.
    proxy: Object.fromEntries(
      ['/auth', '/rest', '/functions', '/_dev']
        .map((p) => [p, 'http://localhost:3000'])
        .concat([['/realtime', { target: 'ws://localhost:3000', ws: true } as never]]),
    ),
  },
  build: { sourcemap: true },
});
