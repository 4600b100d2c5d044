import { ACCEPTED_IMAGE_TYPES, NOT_AN_IMAGE } from '@club/rules';
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { DISPLAY_SIDE, MAX_IMAGE_PIXELS, THUMBNAIL_SIDE, TOO_MANY_PIXELS } from './domain/image-limits.js';
import { escapeMarkup } from '../common/escape-markup.js';

/** One size of a picture as served: WebP bytes and their dimensions. */
export interface Rendition {
  body: Buffer;
  width: number;
  height: number;
}

export interface Renditions {
  display: Rendition;
  thumbnail: Rendition;
}

/** The content type of every size served. */
export const RENDITION_TYPE = 'image/webp';

const SHARP_FORMATS: Record<(typeof ACCEPTED_IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

// One picture at a time per request, and libvips' own cache off: uploads are one-off work.
sharp.cache(false);

/**
 * Refuses what is not a picture we take, by content: JPEG, PNG or WebP (415), and a header whose dimensions
 * exceed the pixel limit (413), read before any pixel is decoded. `label` names the file in messages.
 */
export async function checkImage(bytes: Buffer, label: string): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  const accepted = ACCEPTED_IMAGE_TYPES.find((mime) => mime === type?.mime);
  if (!accepted) throw new UnsupportedMediaTypeException(`${label}: ${NOT_AN_IMAGE}`);
  let header: Metadata;
  try {
    // Reads the header only; nothing is decoded.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestException(`${label} could not be read as a picture.`);
  }
  if (header.format !== SHARP_FORMATS[accepted])
    throw new UnsupportedMediaTypeException(`${label}: ${NOT_AN_IMAGE}`);
  const { width, height } = header;
  if (!width || !height) throw new BadRequestException(`${label} could not be read as a picture.`);
  if (width * height > MAX_IMAGE_PIXELS) throw new PayloadTooLargeException(`${label}: ${TOO_MANY_PIXELS}`);
}

/**
 * A translucent watermark the size of the picture: the club's name in rows across it, turned a little, white
 * with a dark outline so it shows on light and dark artwork alike.
 */
export function watermarkSvg(text: string, width: number, height: number): string {
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 14));
  const mark = escapeMarkup(`© ${text}`);
  const step = { x: Math.round(fontSize * (text.length * 0.62 + 4)), y: fontSize * 3.2 };
  const reach = Math.hypot(width, height);
  const rows: string[] = [];
  for (let y = -reach, row = 0; y < reach * 2; y += step.y, row++) {
    const offset = (row % 2) * (step.x / 2);
    for (let x = -reach - offset; x < reach * 2; x += step.x) {
      rows.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${mark}</text>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff" fill-opacity="0.38" stroke="#000000" stroke-opacity="0.3" stroke-width="${Math.max(1, fontSize / 24)}">
${rows.join('\n')}
</g></svg>`;
}

async function render(
  bytes: Buffer,
  label: string,
  side: number,
  quality: number,
  watermark?: string,
): Promise<Rendition> {
  try {
    const resized = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      // Turned upright by its EXIF orientation before the metadata goes.
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .toBuffer({ resolveWithObject: true });
    const { width, height } = resized.info;
    let pipeline = sharp(resized.data);
    if (watermark)
      pipeline = pipeline.composite([{ input: Buffer.from(watermarkSvg(watermark, width, height)) }]);
    // No withMetadata(): EXIF (camera, place), XMP and comments are dropped.
    const body = await pipeline.webp({ quality }).toBuffer();
    return { body, width, height };
  } catch {
    throw new BadRequestException(`${label} could not be read as a picture.`);
  }
}

/** The two sizes served, re-encoded from the upload (which is then forgotten); watermarked when asked. */
export async function renderImage(
  bytes: Buffer,
  options: { label?: string; watermark?: string } = {},
): Promise<Renditions> {
  const label = options.label ?? 'The image';
  const display = await render(bytes, label, DISPLAY_SIDE, 82, options.watermark);
  const thumbnail = await render(bytes, label, THUMBNAIL_SIDE, 75, options.watermark);
  return { display, thumbnail };
}
