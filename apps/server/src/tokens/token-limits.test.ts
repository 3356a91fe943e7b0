import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { UPLOADS_PER_WINDOW } from '../publishing/package/upload-limits.js';
import {
  bearerHeader,
  callWithToken,
  issueAccessToken,
  tokenDeveloper,
} from '../test/access-tokens.js';
import { createTestApp, errorOf, expectError, type TestApp } from '../test/app.js';
import { extensionZip } from '../test/extension-package.js';
import { createCreator, createUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A package upload's form: a Manifest V2 package, which inspection refuses. */
async function packageForm() {
  const zip = await extensionZip({ manifestVersion: 2 });
  return multipartBody([
    { name: 'filename', data: Buffer.from('build.zip') },
    { name: 'file', filename: 'build.zip', contentType: 'application/zip', data: zip },
  ]);
}

describe('a token’s hourly limits', () => {
  it(`lets a token upload more than the dashboard’s ${UPLOADS_PER_WINDOW} a minute`, async () => {
    const developer = await tokenDeveloper(t);
    const { body, contentType } = await packageForm();
    for (let i = 0; i <= UPLOADS_PER_WINDOW + 1; i++) {
      const response = await developer.call({
        method: 'POST',
        url: '/creator/api/extensions/upload',
        payload: body,
        headers: { 'content-type': contentType },
      });
      expect(errorOf(response).code, `upload ${i + 1}`).toBe('INVALID_PACKAGE');
    }
  });

  it('refuses calls past the hour’s limit with 429 TOKEN_LIMIT and Retry-After, one token at a time', async () => {
    const limited = await createTestApp(
      {},
      { tokenLimits: { requestsPerHour: 4, uploadsPerHour: 1 } },
    );
    try {
      const user = await createUser(limited.database.db);
      await createCreator(limited.database.db, user.id);
      const first = await issueAccessToken(limited, user.id);
      const second = await issueAccessToken(limited, user.id);
      const { body, contentType } = await packageForm();
      const upload = () =>
        callWithToken(limited, first.secret, {
          method: 'POST',
          url: '/creator/api/extensions/upload',
          payload: body,
          headers: { 'content-type': contentType },
        });
      expect(errorOf(await upload()).code).toBe('INVALID_PACKAGE');
      const secondUpload = await upload();
      expectError(secondUpload, 429, 'TOKEN_LIMIT');
      for (let i = 0; i < 2; i++) {
        const read = await callWithToken(limited, first.secret, {
          method: 'GET',
          url: '/creator/api/creator',
        });
        expect(read.statusCode, read.body).toBe(200);
      }
      const refused = await callWithToken(limited, first.secret, {
        method: 'GET',
        url: '/creator/api/creator',
      });
      expectError(refused, 429, 'TOKEN_LIMIT');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const other = await callWithToken(limited, second.secret, {
        method: 'GET',
        url: '/creator/api/creator',
      });
      expect(other.statusCode, other.body).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('a token’s limits with several servers', () => {
  it('counts a token’s calls on every server of the store together', async () => {
    const tokenLimits = { requestsPerHour: 4, uploadsPerHour: 1 };
    const first = await createTestApp({}, { tokenLimits });
    // A second server of the same store: the same database, files and settings.
    const second = await buildApp({
      config: first.config,
      db: first.database.db,
      databaseKind: first.database.kind,
      storage: first.storage,
      tokenLimits,
    });
    await second.ready();
    try {
      const user = await createUser(first.database.db);
      await createCreator(first.database.db, user.id);
      const { secret } = await issueAccessToken(first, user.id);
      const call = (server: 'first' | 'second') =>
        (server === 'first' ? first.app : second).inject({
          method: 'GET',
          url: '/creator/api/creator',
          headers: bearerHeader(secret),
        });
      for (const server of ['first', 'second', 'first', 'second'] as const) {
        const answer = await call(server);
        expect(answer.statusCode, `${server}: ${answer.body}`).toBe(200);
      }
      expectError(await call('first'), 429, 'TOKEN_LIMIT');
      expectError(await call('second'), 429, 'TOKEN_LIMIT');
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('tokens in the request log', () => {
  it('never writes a token to the log, whether it is accepted or refused', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp({}, { logger: { level: 'trace', stream } });
    try {
      const user = await createUser(logged.database.db);
      await createCreator(logged.database.db, user.id);
      const { secret } = await issueAccessToken(logged, user.id, { scopes: ['items:read'] });
      const accepted = await callWithToken(logged, secret, {
        method: 'GET',
        url: '/creator/api/creator',
      });
      expect(accepted.statusCode).toBe(200);
      const refused = await callWithToken(logged, secret, {
        method: 'PATCH',
        url: '/creator/api/creator',
        payload: { name: 'x' },
      });
      expectError(refused, 403, 'TOKEN_SCOPE_MISSING');
      const unknown = `lgn_${'B'.repeat(43)}`;
      await callWithToken(logged, unknown, { method: 'GET', url: '/creator/api/creator' });
      const text = lines.join('');
      expect(text).toContain('/creator/api/creator');
      expect(text).not.toContain(secret);
      expect(text).not.toContain(secret.slice(10));
      expect(text).not.toContain(unknown);
      expect(text.toLowerCase()).not.toContain('bearer');
    } finally {
      await logged.close();
    }
  });
});
