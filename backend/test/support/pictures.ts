import sharp from 'sharp';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

/** A picture made in memory: a flat colour with a few shapes, in the format asked. */
export async function picture(
  format: 'png' | 'jpeg' | 'webp',
  width = 640,
  height = 480,
  options: { exif?: Record<string, string> } = {},
): Promise<Buffer> {
  const shapes = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 5}" fill="#d97706"/>
<rect x="${width / 2}" y="${height / 4}" width="${width / 4}" height="${height / 2}" fill="#2563eb"/>
</svg>`);
  const canvas = sharp({
    create: { width, height, channels: 3, background: { r: 110, g: 120, b: 130 } },
  }).composite([{ input: shapes }]);
  let image = format === 'png' ? canvas.png() : format === 'jpeg' ? canvas.jpeg() : canvas.webp();
  if (options.exif) image = image.withExif({ IFD0: options.exif });
  return image.toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny, well-formed PNG whose header claims `width` × `height` pixels (a decompression bomb's calling card). */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PNG that carries `label` after its end, so a test can tell which one it was served. */
export function pngLabelled(label: string): Buffer {
  return Buffer.concat([pngClaiming(1, 1), Buffer.from(label)]);
}

/** Files a hostile visitor might send as pictures, each with its own name. */
export const HOSTILE_FILES: {
  label: string;
  name: string;
  type: string;
  bytes: () => Promise<Buffer> | Buffer;
}[] = [
  {
    label: 'a 20 MB image',
    name: 'huge.jpg',
    type: 'image/jpeg',
    // A real JPEG start, then 20 MB: refused while it arrives, long before it is read whole.
    bytes: async () => Buffer.concat([await picture('jpeg', 64, 64), Buffer.alloc(20 * 1024 * 1024, 7)]),
  },
  {
    label: 'a PHP script named .jpg',
    name: 'shell.jpg',
    type: 'image/jpeg',
    bytes: () => Buffer.from('<?php system($_GET["cmd"]); ?>\n'),
  },
  {
    label: 'an SVG with a script named .png',
    name: 'drawing.png',
    type: 'image/png',
    bytes: () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      ),
  },
  {
    label: 'a PNG whose header claims 60000×60000 pixels',
    name: 'bomb.png',
    type: 'image/png',
    bytes: () => pngClaiming(60_000, 60_000),
  },
];

/** A multipart form: text fields, then files (each a field name, file name, type and bytes). */
export function form(
  fields: Record<string, string>,
  files: { field: string; name: string; type?: string; bytes: Buffer }[] = [],
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) {
    body.append(
      file.field,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return body;
}

/** Every file under `dir` (relative paths), for showing that a refused upload left nothing behind. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, prefix: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else found.push(`${prefix}${name}`);
    }
  };
  walk(dir, '');
  return found.sort();
}

/** Whether any file under `dir` holds exactly these bytes. */
export function anyFileEquals(dir: string, bytes: Buffer): boolean {
  return filesUnder(dir).some((name) => readFileSync(join(dir, name)).equals(bytes));
}

/** Mean absolute difference per channel between two pictures of the same size (0–255). */
export async function meanDifference(a: Buffer, b: Buffer): Promise<{ mean: number; changed: number }> {
  const [left, right] = await Promise.all(
    [a, b].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (left.info.width !== right.info.width || left.info.height !== right.info.height)
    throw new Error('The pictures differ in size');
  let total = 0;
  let changed = 0;
  for (let i = 0; i < left.data.length; i++) {
    const difference = Math.abs(left.data[i] - right.data[i]);
    total += difference;
    if (difference > 24) changed++;
  }
  return { mean: total / left.data.length, changed: changed / left.data.length };
}
