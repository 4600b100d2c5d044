import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { chunkGroups } from './build/chunk-groups';
import { compileHints } from './build/compile-hints';

// The SPA is served by the backend in production (one port); in development Vite serves it and
// proxies the API, so cookies and paths are the same in both.
export default defineConfig({
  plugins: [react(), chunkGroups(), compileHints(), precompress()],
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
    // The chunk graph, for the pre-render to preload each page's chunks (scripts/prerender.mjs), which removes it.
    manifest: true,
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
