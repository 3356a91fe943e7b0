import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnop';

/** A new item id: 32 letters a to p, 128 random bits, the form of a Chromium extension id. */
export function newItemId(): string {
  const bytes = randomBytes(16);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte >> 4]! + ALPHABET[byte & 15]!;
  return id;
}
