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

/** An uploaded photo's file name wherever its address appears (a product's `foto`, a category's image…). */
const UPLOADED_PHOTO = /\/media\/up\/([0-9a-f]{32}\.webp)/g;

/** The uploaded photos a restaurant document (or any JSON value) refers to, by file name. */
export function uploadedPhotosIn(value: unknown): Set<string> {
  return new Set([...(JSON.stringify(value) ?? '').matchAll(UPLOADED_PHOTO)].map((m) => m[1]!));
}

/**
 * Deletes the stored photos among `ids` that no restaurant's profile or menu refers to any more (issue 11:
 * a deleted product's photo must not stay behind). Run inside the edit's transaction, after the restaurant
 * row is written, so the edit's own result counts. Every restaurant is looked at, not only the editor's: the
 * id is the photo's hash, so two restaurants uploading the same photo share one row. Returns how many went.
 */
export async function deleteUnusedPhotos(tx: Queryable, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await tx.query<{ id: string }>(
    `delete from media m where m.id = any($1::text[])
       and not exists (
         select 1 from restaurants r where strpos(r.menu::text, m.id) > 0 or strpos(r.profile::text, m.id) > 0
       )
     returning m.id`,
    [ids],
  );
  return gone.length;
}
