/** A 1-bit picture: row-major, one byte per pixel, 1 = black dot. Width and height in printer dots. */
export type Bitmap = { width: number; height: number; pixels: Uint8Array };

export function createBitmap(width: number, height: number): Bitmap {
  return { width, height, pixels: new Uint8Array(width * height) };
}

export function pixelAt(bitmap: Bitmap, x: number, y: number): number {
  return bitmap.pixels[y * bitmap.width + x] ?? 0;
}

/** Paints a cell×cell square for every dark module of a grid (QR, PDF417 rows scaled separately). */
export function gridToBitmap(
  columns: number,
  rows: number,
  isDark: (column: number, row: number) => boolean,
  cellWidth: number,
  cellHeight: number,
  quietModules: number,
): Bitmap {
  const width = (columns + 2 * quietModules) * cellWidth;
  const height = (rows + 2 * quietModules) * cellHeight;
  const bitmap = createBitmap(width, height);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (!isDark(column, row)) continue;
      const x0 = (column + quietModules) * cellWidth;
      const y0 = (row + quietModules) * cellHeight;
      for (let y = y0; y < y0 + cellHeight; y++)
        bitmap.pixels.fill(1, y * width + x0, y * width + x0 + cellWidth);
    }
  }
  return bitmap;
}

/** GS v 0 wants rows of ceil(width / 8) bytes, most significant bit leftmost. */
export function packRows(bitmap: Bitmap): Uint8Array {
  const bytesPerRow = Math.ceil(bitmap.width / 8);
  const packed = new Uint8Array(bytesPerRow * bitmap.height);
  for (let y = 0; y < bitmap.height; y++) {
    for (let x = 0; x < bitmap.width; x++) {
      if (pixelAt(bitmap, x, y)) packed[y * bytesPerRow + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return packed;
}

export function unpackRows(packed: Uint8Array, bytesPerRow: number, height: number): Bitmap {
  const bitmap = createBitmap(bytesPerRow * 8, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < bitmap.width; x++) {
      const byte = packed[y * bytesPerRow + (x >> 3)] ?? 0;
      bitmap.pixels[y * bitmap.width + x] = byte & (0x80 >> (x & 7)) ? 1 : 0;
    }
  }
  return bitmap;
}
