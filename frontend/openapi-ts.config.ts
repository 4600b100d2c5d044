import { defineConfig } from '@hey-api/openapi-ts';

// Generates the API types, the fetch client, the SDK functions, TanStack Query hooks and zod schemas
// (the DTOs' limits, which the forms read instead of repeating them) from the committed OpenAPI document. `npm run api:generate` writes src/api/generated; `npm run api:check`
// fails when the committed output is stale. OPENAPI_OUTPUT lets the check write somewhere else.
export default defineConfig({
  input: process.env.OPENAPI_INPUT ?? '../backend/openapi.json',
  output: {
    path: process.env.OPENAPI_OUTPUT ?? 'src/api/generated',
  },
  plugins: [
    '@hey-api/typescript',
    '@hey-api/sdk',
    // The API is on the page's own origin; the session is attached at start (auth/api-session.ts).
    { name: '@hey-api/client-fetch', baseUrl: '' },
    '@tanstack/react-query',
    'zod',
  ],
});
