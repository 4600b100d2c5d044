import type { TestApp, TestUser } from './test-app.js';

/** A new deck of `user`'s, made through the API as the deck builder makes it: its id. */
export async function createDeck(app: TestApp, user: TestUser, name: string): Promise<number> {
  const created = await app.call('/api/pokemon/decks', {
    method: 'POST',
    headers: user.auth,
    body: { name },
  });
  if (created.status !== 201) throw new Error(`creating a deck: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { id: number }).id;
}
