import type { ApiErrorBody, CreatorItemDetail, PackageUploadResult } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { readCrx3 } from '../distribution/crx3.js';
import { writeDeterministicZip } from '../distribution/repack.js';
import { createTestApp, errorOf, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { extensionZip, png, uploadPackage } from '../test/extension-package.js';
import { signedInAdmin, signedInDeveloper } from '../test/factories.js';
import { publish } from '../test/review-items.js';

/**
 * A package from upload to the signed file browsers install, as real developers' packages go
 * through it: a manifest `key`, a package without _locales, the change log of a new version and
 * the refusal of a version that did not go up.
 */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function manifestOf(zip: Buffer): Promise<Record<string, unknown>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  try {
    for await (const entry of archive.eachEntry()) {
      if (entry.fileName !== 'manifest.json') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await archive.openReadStreamPromise(entry)) {
        chunks.push(chunk as Buffer);
      }
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    }
  } finally {
    archive.close();
  }
  throw new Error('no manifest.json');
}

describe('a manifest key', () => {
  it('is removed from the package the store serves, whose id is the store’s', async () => {
    const client = await signedInDeveloper(t);
    // A real public key (another extension's id): the store must not take it.
    const developerKey =
      'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAs8w0g6wnm5kZ1Ll5sU8fJ2qlMkq2X9mCXsQ5fKq4m3Zr';
    const uploaded = await uploadPackage(
      client,
      '/creator/api/extensions/upload?hl=en',
      await extensionZip({ extra: { key: developerKey } }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const result = jsonOf<PackageUploadResult>(uploaded);
    const id = result.extensionId;
    expect(result.report.warnings).toEqual([
      {
        code: 'MANIFEST_KEY_IGNORED',
        severity: 'warning',
        path: 'manifest.json',
        message:
          'manifest.json has a `key`; the store signs the package with its own key and removes ' +
          `\`key\` from the manifest it serves, so the item’s id is the store’s (${id}), not ` +
          'the one the key gave. Whatever was registered for the old id stops working until it ' +
          `names ${id}: the OAuth client of the \`identity\` API, the \`allowed_origins\` of ` +
          `native messaging hosts (chrome-extension://${id}/), and origin trial tokens.`,
      },
    ]);
    const inKorean = jsonOf<CreatorItemDetail>(
      await client.get(`/creator/api/extensions/${id}?hl=ko`),
    );
    const korean = inKorean.package?.report.warnings[0]?.message;
    expect(korean).toContain(`스토어가 정한 ID(${id})`);
    expect(korean).toContain('`key`를 제거');
    for (const dependent of [
      '`identity` API의 OAuth 클라이언트',
      '`allowed_origins`',
      '오리진 트라이얼 토큰',
    ]) {
      expect(korean).toContain(dependent);
    }

    await publish(t, admin, id);
    const download = await t.app.inject({ method: 'GET', url: `/crx/${id}/1.0.0.crx` });
    expect(download.statusCode).toBe(200);
    const crx = readCrx3(download.rawPayload);
    expect(crx.id).toBe(id);
    const manifest = await manifestOf(crx.zip);
    expect(manifest).not.toHaveProperty('key');
    expect(manifest.name).toBe('__MSG_appName__');
  });
});

describe('a package without _locales', () => {
  it('opens in the editor with the language its texts were listed in', async () => {
    const client = await signedInDeveloper(t);
    const manifest = {
      manifest_version: 3,
      name: 'Plain Tabs',
      description: 'Tabs without translations.',
      version: '2.0.0',
      icons: { '128': 'icon.png' },
    };
    const zip = await writeDeterministicZip([
      { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
      { name: 'icon.png', data: await png(128, 128) },
    ]);
    const uploaded = await uploadPackage(client, '/creator/api/extensions/upload', zip);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { item } = jsonOf<PackageUploadResult>(uploaded);
    expect(item.defaultLocale).toBe('en');
    expect(item.texts.map((text) => text.locale)).toEqual(['en']);
  });
});

describe('the change log of a new version', () => {
  async function publishedWithChangeLog(client: TestClient): Promise<string> {
    const uploaded = await uploadPackage(
      client,
      '/creator/api/extensions/upload',
      await extensionZip({ version: '1.0.0' }),
    );
    const { extensionId } = jsonOf<PackageUploadResult>(uploaded);
    const patched = await client.patch(`/creator/api/extensions/${extensionId}`, {
      category: 'productivity',
      changeLog: { en: 'First release.', ko: '첫 출시.' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await publish(t, admin, extensionId);
    return extensionId;
  }

  const changeLogs = (item: CreatorItemDetail) =>
    Object.fromEntries(
      item.texts.map((text) => [text.locale, [text.changeLog, text.previousChangeLog]]),
    );

  it('is cleared by a new package, the published one shown as the previous', async () => {
    const client = await signedInDeveloper(t);
    const id = await publishedWithChangeLog(client);
    const updated = await uploadPackage(
      client,
      `/creator/api/extensions/${id}/upload`,
      await extensionZip({ version: '1.1.0' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const { item } = jsonOf<PackageUploadResult>(updated);
    expect(changeLogs(item)).toEqual({
      en: [null, 'First release.'],
      ko: [null, '첫 출시.'],
    });
    // Visitors still read the published one.
    const visitor = jsonOf<{ changeLog: string | null }>(
      await new TestClient(t.app).get(`/ajax/extensions/${id}?hl=en`),
    );
    expect(visitor.changeLog).toBe('First release.');
  });

  it('is kept when the upload says so', async () => {
    const client = await signedInDeveloper(t);
    const id = await publishedWithChangeLog(client);
    const updated = await uploadPackage(
      client,
      `/creator/api/extensions/${id}/upload?keepChangeLog=true`,
      await extensionZip({ version: '1.1.0' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(changeLogs(jsonOf<PackageUploadResult>(updated).item)).toEqual({
      en: ['First release.', 'First release.'],
      ko: ['첫 출시.', '첫 출시.'],
    });
    const bad = await uploadPackage(
      client,
      `/creator/api/extensions/${id}/upload?keepChangeLog=maybe`,
      await extensionZip({ version: '1.2.0' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('INVALID_REQUEST');
  });

  it('names the published version when a new package does not go above it', async () => {
    const client = await signedInDeveloper(t);
    const id = await publishedWithChangeLog(client);
    const refused = await uploadPackage(
      client,
      `/creator/api/extensions/${id}/upload?hl=en`,
      await extensionZip({ version: '1.0.0' }),
    );
    expect(refused.statusCode).toBe(400);
    const { error } = jsonOf<ApiErrorBody>(refused);
    expect(error.code).toBe('INVALID_PACKAGE');
    expect(error.fields).toEqual([
      {
        field: 'manifest.json',
        code: 'VERSION_NOT_INCREASED',
        message:
          'The version must be higher than 1.0.0, the published version; this package has 1.0.0.',
      },
    ]);
    // Nothing changed: the draft keeps its change log.
    const item = jsonOf<CreatorItemDetail>(await client.get(`/creator/api/extensions/${id}`));
    expect(item.texts.find((text) => text.locale === 'en')?.changeLog).toBe('First release.');
  });
});
