import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { extensionIdFromPublicKey, openPrivateKey } from '../publishing/package/extension-key.js';
import {
  type Channel,
  demoKeyMaker,
  HANDED_KEYS_MESSAGE,
  HANDED_KEYS_VARIABLE,
  keysFromParent,
} from './handed-keys.js';

function rsaPem(): string {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).privateKey;
}

/** A parent process on the other end of the channel, answering with `keys` (or not at all). */
function parentWith(keys: string[] | null): { channel: Channel; asked: unknown[] } {
  const emitter = new EventEmitter();
  const asked: unknown[] = [];
  const channel = Object.assign(emitter, {
    connected: true,
    channel: { unref() {} },
    send(message: unknown) {
      asked.push(message);
      if (keys) setImmediate(() => emitter.emit('message', { type: HANDED_KEYS_MESSAGE, keys }));
      return true;
    },
  });
  return { channel, asked };
}

const env = { [HANDED_KEYS_VARIABLE]: 'ipc' };

describe('keys npm start made while it installed and built', () => {
  it('are asked for once, as many as the catalog needs, and kept to that number', async () => {
    const { channel, asked } = parentWith(['a', 'b', 'c']);
    expect(await keysFromParent(2, { env, parent: channel })).toEqual(['a', 'b']);
    expect(asked).toEqual([{ type: HANDED_KEYS_MESSAGE, count: 2 }]);
  });

  it('are not asked for without npm start, and not waited for past the answer time', async () => {
    const quiet = parentWith(['a']);
    expect(await keysFromParent(2, { env: {}, parent: quiet.channel })).toEqual([]);
    expect(quiet.asked).toEqual([]);
    const silent = parentWith(null);
    expect(await keysFromParent(2, { env, parent: silent.channel, answerMs: 50 })).toEqual([]);
  });

  it('become the items\u2019 keys first, sealed, and new keys are made for the rest', async () => {
    const secret = randomBytes(32);
    const pem = rsaPem();
    const notAnItemKey = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }).privateKey;
    const maker = await demoKeyMaker(secret, 3, Promise.resolve([pem, notAnItemKey]));
    const first = await maker.makeKey();
    expect(openPrivateKey(first.sealedPrivateKey, secret)).toBe(pem);
    expect(first.id).toBe(extensionIdFromPublicKey(Buffer.from(first.publicKey, 'base64')));
    expect(first.id).toMatch(/^[a-p]{32}$/);
    // The EC key is passed over: the next key is a new RSA key of the store's own.
    const second = await maker.makeKey();
    expect(openPrivateKey(second.sealedPrivateKey, secret)).not.toBe(notAnItemKey);
    expect(second.id).not.toBe(first.id);
    expect(maker.handed).toBe(1);
  });
});
