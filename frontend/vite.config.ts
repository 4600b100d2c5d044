import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { chunkGroups } from './build/chunk-groups';
import { compileHints } from './build/compile-hints';
import { installableApp } from './build/installable-app';

// The SPA is served by the backend in production (one port); in development Vite serves it and
// proxies the API, so cookies and paths are the same in both.
export default defineConfig({
  plugins: [react(), chunkGroups(), compileHints(), precompress(), VitePWA(installableApp)],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The app's start is an entry of its own: the page's script (main.tsx) imports it once a pre-rendered page
      // is painted, and what it imports statically is the code every page runs at start (chunk-groups.ts,
      // compile-hints.ts).
      input: { index: 'index.html', start: 'src/start.tsx' },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
