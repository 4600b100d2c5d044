import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../src/storage/file-store.tokens.js';

async function keysOf(store: FileStore, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys.sort();
}

/**
 * What every FileStore promises the app (card images, uploads) and the backups, run against each implementation
 * so the S3 store is held to exactly what the local one passes.
 */
export function describeFileStoreContract(name: string, open: () => Promise<FileStore>): void {
  describe(`${name}: the FileStore contract`, () => {
    let store: FileStore;
    beforeAll(async () => {
      store = await open();
    });

    it('gives back exactly the bytes and type it was given, with a strong ETag', async () => {
      const body = randomBytes(70_000);
      const put = await store.put('uploads/listing-1/photo.webp', body, 'image/webp');
      const got = await store.get('uploads/listing-1/photo.webp');
      expect(got?.body.equals(body)).toBe(true);
      expect(got?.contentType).toBe('image/webp');
      expect(got?.etag).toMatch(/^"[^"]+"$/);
      expect(got?.etag).toBe(put.etag);
    });

    it('answers undefined for a key never stored', async () => {
      await expect(store.get('uploads/never/stored.png')).resolves.toBeUndefined();
    });

    it('replaces a file under the same key, and the ETag follows the content', async () => {
      const first = await store.put('card-images/small/sv1-1', Buffer.from('first'), 'image/png');
      const second = await store.put('card-images/small/sv1-1', Buffer.from('second!'), 'image/jpeg');
      const got = await store.get('card-images/small/sv1-1');
      expect(got?.body.toString()).toBe('second!');
      expect(got?.contentType).toBe('image/jpeg');
      expect(second.etag).not.toBe(first.etag);
      expect(got?.etag).toBe(second.etag);
    });

    it('keeps empty files and keys that end in .json apart from its own bookkeeping', async () => {
      await store.put('uploads/empty.txt', Buffer.alloc(0), 'text/plain');
      await store.put('uploads/data.json', Buffer.from('{"a":1}'), 'application/json');
      expect((await store.get('uploads/empty.txt'))?.body.length).toBe(0);
      expect((await store.get('uploads/data.json'))?.body.toString()).toBe('{"a":1}');
    });

    it('lists every key it holds, and those under a prefix', async () => {
      const all = await keysOf(store);
      expect(all).toEqual(
        [
          'card-images/small/sv1-1',
          'uploads/data.json',
          'uploads/empty.txt',
          'uploads/listing-1/photo.webp',
        ].sort(),
      );
      expect(await keysOf(store, 'uploads/')).toEqual([
        'uploads/data.json',
        'uploads/empty.txt',
        'uploads/listing-1/photo.webp',
      ]);
      expect(await keysOf(store, 'nothing-here/')).toEqual([]);
    });

    it('lists past one page of keys', async () => {
      const many = Array.from({ length: 1_050 }, (_, i) => `bulk/file-${String(i).padStart(4, '0')}`);
      for (let i = 0; i < many.length; i += 50)
        await Promise.all(many.slice(i, i + 50).map((key) => store.put(key, Buffer.from(key), 'text/plain')));
      expect(await keysOf(store, 'bulk/')).toEqual(many);
    });

    it('refuses keys that could leave its space', async () => {
      for (const key of ['../outside', 'a/../../b', '/absolute', 'a//b', 'with space', ''])
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
    });

    it('removes a file, and removing a key that holds nothing is fine', async () => {
      await store.put('uploads/listing-2/photo.webp', Buffer.from('gone soon'), 'image/webp');
      await store.delete('uploads/listing-2/photo.webp');
      await expect(store.get('uploads/listing-2/photo.webp')).resolves.toBeUndefined();
      expect(await keysOf(store, 'uploads/listing-2/')).toEqual([]);
      await expect(store.delete('uploads/never/stored.png')).resolves.toBeUndefined();
    });
  });
}
