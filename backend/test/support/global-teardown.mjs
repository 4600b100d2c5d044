import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const embedded = globalThis.__TEST_POSTGRES__;
  if (!embedded) return;
  await embedded.server.stop();
  rmSync(embedded.folder, { recursive: true, force: true });
}
