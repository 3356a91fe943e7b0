import { createHash, createPublicKey, randomBytes, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createExtensionKey,
  extensionIdFromPublicKey,
  loadKeySecret,
  openPrivateKey,
} from './extension-key.js';

/** An RSA public key and its id, the id computed with the openssl command line:
 * `openssl dgst -sha256 -binary key.der | head -c16 | xxd -p | tr 0-9a-f a-p` */
const KNOWN_SPKI =
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDKxoOo4qPiN4i/D/Hnf07/qlsCi/tmPqU3MAIFmbXFcW+JfxCNZ+K8sFo9aVQ/5SKERpb5NLN2KEK7JHLbESONxCuDN8YfmNu05fxbqWfktD1nU4KqHHd7X9lNU/Wuwn/pNefjlbOWfFrJ9eEBrATXLwj//J92B1+XZZ1rZS4cnQIDAQAB';
const KNOWN_ID = 'iiaiphbmmfmgdccbmhiadccbjgpnomkl';

/** The same rule, written from the bytes: two letters per byte, high nibble first. */
function idFromBytes(spki: Buffer): string {
  const digest = createHash('sha256').update(spki).digest();
  let id = '';
  for (const byte of digest.subarray(0, 16)) {
    id += String.fromCharCode(0x61 + (byte >> 4), 0x61 + (byte & 0x0f));
  }
  return id;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('extensionIdFromPublicKey', () => {
  it('gives the id openssl computes for a fixed key', () => {
    expect(extensionIdFromPublicKey(Buffer.from(KNOWN_SPKI, 'base64'))).toBe(KNOWN_ID);
  });

  it('agrees with an independent computation and uses 32 letters a–p', () => {
    for (let i = 0; i < 20; i++) {
      const spki = randomBytes(64 + i);
      const id = extensionIdFromPublicKey(spki);
      expect(id).toBe(idFromBytes(spki));
      expect(id).toMatch(/^[a-p]{32}$/);
    }
  });
});

describe('createExtensionKey', () => {
  const secret = randomBytes(32);
  const key = createExtensionKey(secret);

  it('derives the id from a real RSA 2048 public key', () => {
    const spki = Buffer.from(key.publicKey, 'base64');
    expect(key.id).toBe(idFromBytes(spki));
    const publicKey = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyType).toBe('rsa');
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('seals the private key, which opens to the pair of the public key', () => {
    expect(key.sealedPrivateKey).not.toContain('PRIVATE KEY');
    const pem = openPrivateKey(key.sealedPrivateKey, secret);
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const data = Buffer.from('manifest');
    const signature = sign('sha256', data, pem);
    const spki = Buffer.from(key.publicKey, 'base64');
    expect(verify('sha256', data, { key: spki, format: 'der', type: 'spki' }, signature)).toBe(
      true,
    );
  });

  it('refuses a tampered sealed key or another secret', () => {
    const parts = key.sealedPrivateKey.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[10] = data[10]! ^ 0x01;
    const tampered = [parts[0], parts[1], parts[2], data.toString('base64url')].join('.');
    expect(() => openPrivateKey(tampered, secret)).toThrow();
    const tag = Buffer.from(parts[2]!, 'base64url');
    tag[0] = tag[0]! ^ 0x80;
    expect(() =>
      openPrivateKey([parts[0], parts[1], tag.toString('base64url'), parts[3]].join('.'), secret),
    ).toThrow();
    expect(() => openPrivateKey(key.sealedPrivateKey, randomBytes(32))).toThrow();
    expect(() => openPrivateKey('not sealed', secret)).toThrow();
  });

  it('needs a 32-byte secret', () => {
    expect(() => createExtensionKey(randomBytes(16))).toThrow(/32 bytes/);
  });

  it('makes a different key and id every time', () => {
    expect(createExtensionKey(secret).id).not.toBe(key.id);
  });
});

describe('loadKeySecret', () => {
  it('reads ITEM_KEY_SECRET as hex or base64', () => {
    const bytes = randomBytes(32);
    expect(loadKeySecret(null, bytes.toString('hex'))).toEqual(bytes);
    expect(loadKeySecret(null, bytes.toString('base64'))).toEqual(bytes);
    expect(loadKeySecret('/nonexistent', bytes.toString('base64url'))).toEqual(bytes);
  });

  it('refuses an ITEM_KEY_SECRET that is not 32 bytes', () => {
    expect(() => loadKeySecret(null, randomBytes(16).toString('hex'))).toThrow(/ITEM_KEY_SECRET/);
    expect(() => loadKeySecret(null, 'correct horse battery staple')).toThrow(/ITEM_KEY_SECRET/);
  });

  it('creates DATA_DIR/secrets/item-key.secret with mode 0600 once and reuses it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-key-'));
    folders.push(dataDir);
    const first = loadKeySecret(dataDir);
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'secrets', 'item-key.secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadKeySecret(dataDir)).toEqual(first);
    expect(fs.readdirSync(path.join(dataDir, 'secrets'))).toEqual(['item-key.secret']);
  });

  it('keeps one random secret per process without a data folder', () => {
    const secret = loadKeySecret(null);
    expect(secret).toHaveLength(32);
    expect(loadKeySecret(null)).toEqual(secret);
  });
});
