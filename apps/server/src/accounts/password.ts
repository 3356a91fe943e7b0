import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP baseline (19 MiB, 2 passes, 1 lane): strong against GPU guessing
 * while a sign-in stays around a few tens of milliseconds on one core.
 */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id, a const enum that cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

// Parameters of the scrypt hashes written before argon2id; still verified so old accounts sign in.
const SCRYPT_KEY_LENGTH = 64;
const SCRYPT_COST = 16384;
const SCRYPT_BLOCK_SIZE = 8;
const SCRYPT_PARALLELISM = 1;

function normalize(password: string): string {
  return password.normalize('NFKC');
}

function deriveScrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      normalize(password),
      salt,
      SCRYPT_KEY_LENGTH,
      { N: SCRYPT_COST, r: SCRYPT_BLOCK_SIZE, p: SCRYPT_PARALLELISM },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, cost, blockSize, parallelism, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  if (
    Number(cost) !== SCRYPT_COST ||
    Number(blockSize) !== SCRYPT_BLOCK_SIZE ||
    Number(parallelism) !== SCRYPT_PARALLELISM
  ) {
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const actual = await deriveScrypt(password, Buffer.from(salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Hashes a password with argon2id and a random salt; the result records its own parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), ARGON2_OPTIONS);
}

/** Checks a password against a stored hash (argon2id, or an older scrypt hash) in constant time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, normalize(password));
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True when a stored hash should be replaced by a fresh one after a successful sign-in. */
export function needsRehash(stored: string | null): boolean {
  return stored !== null && !stored.startsWith(ARGON2_PREFIX);
}

/** The old scrypt format, kept so tests can show such accounts still sign in. */
export async function hashPasswordScrypt(password: string, salt: Buffer): Promise<string> {
  const key = await deriveScrypt(password, salt);
  return `scrypt$${SCRYPT_COST}$${SCRYPT_BLOCK_SIZE}$${SCRYPT_PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
}
