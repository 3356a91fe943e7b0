import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  generateKeyPair,
  generateKeyPairSync,
  randomBytes,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key pair a store-made item id comes from. */
export interface ExtensionKey {
  /** 32 characters a–p, the id Chromium gives the packed extension. */
  id: string;
  /** Base64 of the DER SubjectPublicKeyInfo, as the manifest "key" field carries it. */
  publicKey: string;
  /** The PKCS#8 PEM private key, sealed with AES-256-GCM (see openPrivateKey). */
  sealedPrivateKey: string;
}

const SECRET_BYTES = 32;
const IV_BYTES = 12;
const SEAL_VERSION = 'v1';
/** Binds a sealed value to its purpose, so another sealed secret cannot pass for a key. */
const SEAL_CONTEXT = Buffer.from('lagoon item private key');

/**
 * Chromium's extension id: SHA-256 of the DER SubjectPublicKeyInfo, the first 16 bytes in hex,
 * each hex digit 0–f written as a letter a–p.
 */
export function extensionIdFromPublicKey(spkiDer: Buffer): string {
  const hex = createHash('sha256').update(spkiDer).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join('');
}

function checkSecret(secret: Buffer): void {
  if (secret.length !== SECRET_BYTES) {
    throw new Error(`the item key secret must be ${SECRET_BYTES} bytes`);
  }
}

function seal(plain: string, secret: Buffer): string {
  checkSecret(secret);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(SEAL_CONTEXT);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** A new RSA 2048 key pair and the id it gives, the private key sealed with `secret`. */
export function createExtensionKey(secret: Buffer): ExtensionKey {
  checkSecret(secret);
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    id: extensionIdFromPublicKey(publicKey),
    publicKey: publicKey.toString('base64'),
    sealedPrivateKey: seal(privateKey, secret),
  };
}

/**
 * The same as createExtensionKey, generated on the thread pool: for making many keys at once
 * (the demo catalog) without stalling the event loop.
 */
export function createExtensionKeyAsync(secret: Buffer): Promise<ExtensionKey> {
  checkSecret(secret);
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'der' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (error, publicKey, privateKey) => {
        if (error) return reject(error);
        resolve({
          id: extensionIdFromPublicKey(publicKey),
          publicKey: publicKey.toString('base64'),
          sealedPrivateKey: seal(privateKey, secret),
        });
      },
    );
  });
}

/**
 * The item key of an RSA 2048 private key made elsewhere (PKCS#8 PEM), sealed with `secret`:
 * `npm start` makes keys for the demo catalog while it installs and builds (see
 * seed/handed-keys.ts). The public key and the id are derived from the private key here.
 */
export function extensionKeyFromPrivateKey(privateKeyPem: string, secret: Buffer): ExtensionKey {
  checkSecret(secret);
  const publicKey = createPublicKey(privateKeyPem);
  const details = publicKey.asymmetricKeyDetails;
  if (publicKey.asymmetricKeyType !== 'rsa' || details?.modulusLength !== 2048) {
    throw new Error('an item key must be an RSA 2048 key');
  }
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    id: extensionIdFromPublicKey(spki),
    publicKey: spki.toString('base64'),
    sealedPrivateKey: seal(privateKeyPem, secret),
  };
}

/** The PEM private key inside a sealed value; throws when it was altered or the secret differs. */
export function openPrivateKey(sealed: string, secret: Buffer): string {
  checkSecret(secret);
  const [version, iv, tag, data, ...rest] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || data === undefined || rest.length > 0) {
    throw new Error('not a sealed item key');
  }
  const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'));
  decipher.setAAD(SEAL_CONTEXT);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** 32 bytes from 64 hex digits or from base64 (standard or URL-safe); null otherwise. */
function decodeSecret(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, 'base64');
    if (bytes.length === SECRET_BYTES) return bytes;
  }
  return null;
}

let processSecret: Buffer | null = null;

/**
 * The secret that seals item private keys: ITEM_KEY_SECRET when set, else
 * DATA_DIR/secrets/item-key.secret (created 0600 on first use), else, for an app without a data
 * folder (in memory, tests), one random secret for the life of the process.
 */
export function loadKeySecret(dataDir: string | null, fromEnv?: string | null): Buffer {
  if (fromEnv) {
    const secret = decodeSecret(fromEnv);
    if (!secret) throw new Error('ITEM_KEY_SECRET must be 32 bytes, as 64 hex digits or base64');
    return secret;
  }
  if (dataDir === null) {
    processSecret ??= randomBytes(SECRET_BYTES);
    return processSecret;
  }
  const folder = path.join(dataDir, 'secrets');
  const file = path.join(folder, 'item-key.secret');
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written aside and linked into place: a process starting at the same moment sees either
    // no file or a complete one, and never overwrites a secret already in use.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${randomBytes(SECRET_BYTES).toString('base64')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = decodeSecret(fs.readFileSync(file, 'utf8'));
  if (!secret) throw new Error(`${file} does not hold a 32-byte secret`);
  return secret;
}
