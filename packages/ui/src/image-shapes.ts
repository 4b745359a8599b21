/**
 * The shapes catalog pictures are drawn in (resources/demo/images): a cover 3:1, a product photo 4:3, a
 * logo square. An <img> carries them as width and height so the browser reserves its box before the file
 * arrives and nothing below it moves (issue 11 item 5: CLS ≤ 0.05); CSS still decides the size shown.
 */
export const COVER_SHAPE = { width: 1200, height: 400 } as const;
export const PRODUCT_PHOTO_SHAPE = { width: 400, height: 300 } as const;
