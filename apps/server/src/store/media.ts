import { createHash } from 'node:crypto';
import { PHOTO_SIZE } from '@comanda/domain';
import sharp from 'sharp';
import type { Queryable } from '../db/database.ts';
import { MEDIA_BASE } from './restaurants.ts';

/** Where uploaded photos are served: /media/up/{hash}.webp (routes/back-office-media.ts). */
export const UPLOADED_MEDIA_PREFIX = `${MEDIA_BASE}up/`;

export type StoredPhoto = { url: string; width: number; height: number };

/**
 * Resizes a photo to the one size the menus show (PHOTO_SIZE, 4:3, cropped to fill, EXIF rotation applied)
 * as WebP, and stores it for the restaurant. null when the bytes are not an image sharp reads (JPEG, PNG,
 * WebP, GIF, AVIF, TIFF) — the caller refuses that readably.
 */
export async function storePhoto(db: Queryable, ir: string, input: Buffer): Promise<StoredPhoto | null> {
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE.width, PHOTO_SIZE.height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
  const id = `${createHash('sha256').update(output.data).digest('hex').slice(0, 32)}.webp`;
  const { width, height } = output.info;
  await db.query(
    `insert into media (id, ir, content_type, bytes, width, height)
     values ($1, $2, 'image/webp', decode($3, 'base64'), $4, $5) on conflict (id) do nothing`,
    [id, ir, output.data.toString('base64'), width, height],
  );
  return { url: `${UPLOADED_MEDIA_PREFIX}${id}`, width, height };
}

/** A stored photo's bytes and type by its file name, or null. */
export async function readPhoto(db: Queryable, id: string): Promise<{ type: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ content_type: string; data: string }>(
    `select content_type, encode(bytes, 'base64') as data from media where id = $1`,
    [id],
  );
  return row ? { type: row.content_type, bytes: Buffer.from(row.data, 'base64') } : null;
}
