import { Writable } from 'node:stream';
import {
  errorMessage,
  LISTING_SHORT_DESCRIPTION_MAX,
  LISTING_TEXT_MAX,
  packageIssueMessage,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../test/app.js';
import { extensionZip, uploadPackage } from '../test/extension-package.js';
import { createItem, signedInCreator } from '../test/factories.js';

/**
 * A refusal's headline (`message`) names what is wrong: a package's too-long description, a
 * category of another kind of item, a field's limit; never "The package could not be read" or
 * "agree to Personal Information Collection" for a cause the server knows.
 */

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(async () => t.close());

interface LoggedRefusal {
  msg: string;
  reqId?: string;
  refusal?: { code: string; status: number; fields?: { field: string; code: string }[] };
}

/** The refusals the server logged for one request (by its logref). */
function loggedRefusals(logref: string | undefined): LoggedRefusal[] {
  return lines
    .map((line) => JSON.parse(line) as LoggedRefusal)
    .filter((entry) => entry.msg === 'refused request' && entry.reqId === logref);
}

const LONG_DESCRIPTION = 'A description that keeps going. '.repeat(5).trim();

describe('a package upload refused for its manifest', () => {
  it('is headed by the description being too long, naming the limit, in English and Korean', async () => {
    expect([...LONG_DESCRIPTION].length).toBeGreaterThan(LISTING_SHORT_DESCRIPTION_MAX);
    const { client } = await signedInCreator(t);
    const zip = await extensionZip({ extra: { description: LONG_DESCRIPTION } });
    const length = String([...LONG_DESCRIPTION].length);
    for (const hl of ['en', 'ko'] as const) {
      const response = await uploadPackage(client, `/creator/api/extensions/upload?hl=${hl}`, zip);
      expect(response.statusCode, response.body).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('INVALID_PACKAGE');
      expect(error.fields?.[0]).toMatchObject({
        field: 'manifest.json',
        code: 'MANIFEST_DESCRIPTION_TOO_LONG',
      });
      expect(error.message).toBe(
        packageIssueMessage('MANIFEST_DESCRIPTION_TOO_LONG', hl, {
          path: 'manifest.json',
          values: { length },
        }),
      );
      expect(error.message).not.toBe(errorMessage('INVALID_PACKAGE', hl));
      expect(error.message).toContain(String(LISTING_SHORT_DESCRIPTION_MAX));
      expect(error.message).toContain(length);
    }
    const en = await uploadPackage(client, '/creator/api/extensions/upload?hl=en', zip);
    expect(errorOf(en).message).toBe(
      `The description in manifest.json is ${length} characters long; the store accepts at most 132. Shorten it and upload the package again.`,
    );
    const ko = await uploadPackage(client, '/creator/api/extensions/upload?hl=ko', zip);
    expect(errorOf(ko).message).toBe(
      `manifest.json의 설명(description)이 ${length}자입니다. 스토어에서는 최대 132자까지 받을 수 있으니 줄인 후 패키지를 다시 업로드해 주세요.`,
    );
  });

  it('says a form without a package has no file, not that it lacks an agreement', async () => {
    const { client } = await signedInCreator(t);
    const response = await client.request({
      method: 'POST',
      url: '/creator/api/extensions/upload?hl=en',
      headers: { 'content-type': 'application/json' },
      payload: { file: 'paper-trail.zip' },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toMatch(/^The upload has no file\./);
  });
});

describe('a listing save refused for one of its fields', () => {
  it("says a theme cannot take an extension's category, in English and Korean", async () => {
    const { client, creator } = await signedInCreator(t);
    const theme = await createItem(t.database.db, {
      creatorId: creator.id,
      productType: 'theme',
      reviewState: 'PREPARE_FOR_SUBMISSION',
      category: 'nature',
    });
    for (const hl of ['en', 'ko'] as const) {
      const response = await client.patch(`/creator/api/extensions/${theme.id}?hl=${hl}`, {
        category: { code: 'productivity' },
      });
      expect(response.statusCode, response.body).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('CATEGORY_NOT_FOR_TYPE');
      expect(error.message).toBe(errorMessage('CATEGORY_NOT_FOR_TYPE', hl));
      expect(error.fields).toEqual([
        {
          field: 'category',
          code: 'CATEGORY_NOT_FOR_TYPE',
          message: errorMessage('CATEGORY_NOT_FOR_TYPE', hl),
        },
      ]);
      // Logged at info with its code and field, so an operator can tell why.
      expect(loggedRefusals(error.logref)).toEqual([
        expect.objectContaining({
          refusal: {
            code: 'CATEGORY_NOT_FOR_TYPE',
            status: 400,
            fields: [{ field: 'category', code: 'CATEGORY_NOT_FOR_TYPE' }],
          },
        }),
      ]);
    }
    expect(errorMessage('CATEGORY_NOT_FOR_TYPE', 'en')).toMatch(/not one of this kind of item/);
    expect(errorMessage('CATEGORY_NOT_FOR_TYPE', 'ko')).toMatch(/카테고리/);
    // A theme category is taken.
    const saved = await client.patch(`/creator/api/extensions/${theme.id}`, {
      category: { code: 'space' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('names the language, the region and the package texts it refuses', async () => {
    const { client, creator } = await signedInCreator(t);
    const item = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'PREPARE_FOR_SUBMISSION',
    });
    const url = `/creator/api/extensions/${item.id}?hl=en`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ defaultLocale: 'tlh' }, 'LANGUAGE_NOT_LISTED', 'defaultLocale'],
      [{ regions: ['KR', 'ATLANTIS'] }, 'REGION_NOT_LISTED', 'regions'],
      [{ name: { en: 'Renamed' } }, 'NAME_FROM_PACKAGE', 'name'],
      [{ productType: 'theme' }, 'PRODUCT_TYPE_FIXED', 'productType'],
      [{ icon: '/files/not-mine.png' }, 'MEDIA_NOT_UPLOADED', 'icon'],
    ];
    for (const [body, code, field] of cases) {
      const error = errorOf(await client.patch(url, body));
      expect(error.code, JSON.stringify(body)).toBe(code);
      expect(error.message).toBe(errorMessage(code as 'REGION_NOT_LISTED', 'en'));
      expect(error.fields?.[0]?.field).toBe(field);
    }
  });

  it('names the field and its limit when the body breaks the schema', async () => {
    const { client, creator } = await signedInCreator(t);
    const item = await createItem(t.database.db, {
      creatorId: creator.id,
      reviewState: 'PREPARE_FOR_SUBMISSION',
    });
    const tooLong = await client.patch(`/creator/api/extensions/${item.id}?hl=en`, {
      description: { en: 'x'.repeat(LISTING_TEXT_MAX + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    const error = errorOf(tooLong);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toBe(
      `“description.en” may be at most ${LISTING_TEXT_MAX} characters long.`,
    );
    const korean = await client.patch(`/creator/api/extensions/${item.id}?hl=ko`, {
      matureContent: 'yes',
    });
    expect(errorOf(korean).message).toBe('“matureContent”에는 true 또는 false 값을 넣어야 합니다.');
    const notJson = await client.request({
      method: 'PATCH',
      url: `/creator/api/extensions/${item.id}?hl=en`,
      headers: { 'content-type': 'application/json' },
      payload: '{"category": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorOf(notJson).message).toMatch(/^The request body is not valid JSON\./);
  });
});
