// The operator console: a React app built into dist/console, served by the
// platform itself at /console (src/platform/console-page.ts). Every asset is
// bundled: nothing is fetched from a CDN, so it works offline.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  plugins: [react()],
  // The operator API's client, shared with the CLI (src/operator-client/), as console/tsconfig.json's `paths` names it.
  resolve: { alias: { '@operator-client': fileURLToPath(new URL('../src/operator-client/operator-client.ts', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    // No inline scripts or data: URLs, so the page runs under a strict CSP.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
