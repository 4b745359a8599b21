import { PHOTO_SIZE, PHOTO_UPLOAD_MAX_BYTES } from '@comanda/domain';

/**
 * A phone's photo made small enough to upload (issue 13 item 3). A phone's camera writes 3 to 12 MB JPEGs of
 * 4000×3000 pixels, while the photo call takes PHOTO_UPLOAD_MAX_BYTES (under the server's 1 MB body limit)
 * and the server resizes every photo to PHOTO_SIZE (800×600) with sharp anyway. So the browser shrinks it
 * first: decoded the way it is shown (its EXIF orientation honoured, so a portrait photo stays upright), drawn
 * at most PHOTO_MAX_SIDE pixels on its longer side, and encoded as JPEG — lower quality, then smaller, until
 * it fits. The server's resize stays the one that decides what the menus show.
 */

/** Twice the menus' width: room for the server's crop to 800×600 and its sharpening. */
export const PHOTO_MAX_SIDE = 1600;
/** The smallest side a shrink goes down to: below the menus' own size the photo would lose detail. */
const PHOTO_MIN_SIDE = PHOTO_SIZE.width;
const QUALITIES = [0.85, 0.7, 0.55] as const;

/** One try of the shrink: the size to draw at and the JPEG quality. */
export type ShrinkStep = { width: number; height: number; quality: number };

/**
 * The tries, in order, for a picture of width × height: at most PHOTO_MAX_SIDE on the longer side (never
 * enlarged), each size at falling qualities, then three quarters of that size, down to PHOTO_MIN_SIDE.
 */
export function shrinkSteps(width: number, height: number): ShrinkStep[] {
  const longer = Math.max(width, height);
  const steps: ShrinkStep[] = [];
  let side = Math.min(longer, PHOTO_MAX_SIDE);
  for (;;) {
    const scale = side / longer;
    const size = {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
    for (const quality of QUALITIES) steps.push({ ...size, quality });
    if (side <= PHOTO_MIN_SIDE) return steps;
    side = Math.max(PHOTO_MIN_SIDE, Math.round(side * 0.75));
  }
}

/** Why a file cannot be uploaded as a photo: it is not a picture the browser can read. */
export class NotAnImage extends Error {}

/** The picture, upright as its EXIF orientation says, or NotAnImage. */
async function decode(file: Blob): Promise<ImageBitmap> {
  if (!file.type.startsWith('image/')) throw new NotAnImage();
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImage();
  }
}

function encode(picture: ImageBitmap, step: ShrinkStep): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = step.width;
  canvas.height = step.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas 2d unavailable'));
  // JPEG has no transparency: a PNG's see-through parts become white, as on the menus' cards.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, step.width, step.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, 0, 0, step.width, step.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas encoding failed'))),
      'image/jpeg',
      step.quality,
    ),
  );
}

/**
 * The photo to upload: the file itself when it already fits PHOTO_UPLOAD_MAX_BYTES (the server rotates and
 * resizes it as any other), else the first shrink that fits (or the smallest, which the server then refuses
 * in words). NotAnImage when the browser cannot read it.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  const picture = await decode(file);
  try {
    if (file.size <= PHOTO_UPLOAD_MAX_BYTES) return file;
    let last: Blob = file;
    for (const step of shrinkSteps(picture.width, picture.height)) {
      last = await encode(picture, step);
      if (last.size <= PHOTO_UPLOAD_MAX_BYTES) return last;
    }
    return last;
  } finally {
    picture.close();
  }
}
