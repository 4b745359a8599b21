const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A random url-safe id (the cart id is 16 to 64 such characters, contracts/cart.ts ZCartId). 32
 * characters of 64 symbols are 192 bits: another browser's cart id is never guessed.
 */
export function randomId(
  length = 32,
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
