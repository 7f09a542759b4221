import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/vite/precompress.ts';
import { productionBuilds } from './scripts/vite/production-builds.ts';

/**
 * The operator console (src/admin) is its own build at /admin/: none of its bytes reach the member app's chunks,
 * its first load or the service worker's precache (the member build ignores dist/admin). It runs after the member
 * build, which empties dist/.
 */
export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? productionBuilds : [] },
  root: fileURLToPath(new URL('./src/admin', import.meta.url)),
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist/admin', import.meta.url)),
    emptyOutDir: true,
  },
  plugins: [react(), precompressAssets()],
  server: { proxy: { '/admin/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080' } } },
}));
