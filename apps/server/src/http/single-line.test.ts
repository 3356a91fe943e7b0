import { type ApiErrorBody, ERRORS, INPUT_FIELD_ISSUES } from '@lagoon/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalText } from '../portal/messages.js';
import { nicknameProblem, singleLineNickname } from '../portal/signup-rules.js';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { databaseDigest } from '../test/database-digest.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { percent } from '../test/percent-encode.js';

/*
 * Names and titles are one line: every single-line field of the contract (and the portal's
 * nickname) refuses a line break anywhere in it, with TEXT_NOT_SINGLE_LINE naming the field,
 * and nothing is written.
 */

let t: TestApp;
let member: TestClient;
let newcomer: TestClient;
let developer: TestClient;
let admin: TestClient;
let webAppId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  member = new TestClient(t.app);
  await signIn(db, member, (await createUser(db, { nickname: 'Plain Member' })).id);
  newcomer = new TestClient(t.app);
  await signIn(db, newcomer, (await createUser(db)).id);
  const user = await createUser(db);
  const creator = await createCreator(db, user.id);
  developer = new TestClient(t.app);
  await signIn(db, developer, user.id);
  webAppId = (
    await createItem(db, {
      creatorId: creator.id,
      productType: 'pwa',
      reviewState: 'PREPARE_FOR_SUBMISSION',
    })
  ).id;
  admin = new TestClient(t.app);
  await signIn(db, admin, (await createUser(db, { isAdmin: true })).id);
}, 60_000);
afterAll(async () => t?.close());

type Who = 'visitor' | 'member' | 'newcomer' | 'developer' | 'admin';
const clientOf = (who: Who): TestClient =>
  ({ visitor: new TestClient(t.app), member, newcomer, developer, admin })[who];

interface FieldCase {
  name: string;
  who: Who;
  /** The request carrying `text` in the field. */
  request: (text: string) => InjectOptions;
  /** The field the refusal names. */
  field: string;
  /** The words the refusal gives the field (the portal words its nickname its own way). */
  words?: string;
}

const json = (method: 'POST' | 'PATCH', url: string, payload: object): InjectOptions => ({
  method,
  url,
  payload,
});

const SIGN_UP = {
  email: 'new.line@example.test',
  password: 'long-enough-pw',
  birthDate: '1990-04-02',
};
const NICKNAME_WORDS = portalText('en', 'error.nicknameLine');

const CASES: FieldCase[] = [
  {
    name: 'creator name (registration)',
    who: 'newcomer',
    request: (text) =>
      json('POST', '/creator/api/creators', {
        name: text,
        email: 'dev@example.test',
        homepage: '',
        isAgreeToTerms: true,
        isAgreeToDevelopersTerms: true,
      }),
    field: 'name',
  },
  {
    name: 'creator name (profile)',
    who: 'developer',
    request: (text) => json('PATCH', '/creator/api/creator', { name: text }),
    field: 'name',
  },
  {
    name: 'web app name',
    who: 'developer',
    request: (text) => json('PATCH', `/creator/api/extensions/${webAppId}`, { name: { en: text } }),
    field: 'name.en',
  },
  {
    name: 'web app short description',
    who: 'developer',
    request: (text) =>
      json('PATCH', `/creator/api/extensions/${webAppId}`, { shortDescription: { ko: text } }),
    field: 'shortDescription.ko',
  },
  {
    name: 'banner title (English)',
    who: 'admin',
    request: (text) =>
      json('POST', '/admin/api/curation/banners', {
        type: 'extension',
        linkUrl: 'http://store.test/detail/abc?hl=en',
        titleEn: text,
        titleKo: '가을 추천',
        image: '/files/x.png',
      }),
    field: 'titleEn',
  },
  {
    name: 'banner title (Korean)',
    who: 'admin',
    request: (text) =>
      json('POST', '/admin/api/curation/banners', {
        type: 'extension',
        linkUrl: 'http://store.test/detail/abc?hl=en',
        titleEn: 'Autumn picks',
        titleKo: text,
        image: '/files/x.png',
      }),
    field: 'titleKo',
  },
  {
    name: 'category name',
    who: 'admin',
    request: (text) =>
      json('PATCH', '/admin/api/curation/categories/extension/productivity', { nameEn: text }),
    field: 'nameEn',
  },
  {
    name: 'event title (English)',
    who: 'admin',
    request: (text) =>
      json('POST', '/admin/api/curation/events', { slug: 'one-line', titleEn: text, itemIds: [] }),
    field: 'titleEn',
  },
  {
    name: 'event title (Korean)',
    who: 'admin',
    request: (text) =>
      json('POST', '/admin/api/curation/events', {
        slug: 'one-line',
        titleEn: 'One line',
        titleKo: text,
        itemIds: [],
      }),
    field: 'titleKo',
  },
  {
    name: 'mobile site name',
    who: 'admin',
    request: (text) =>
      json('POST', '/admin/api/curation/mobile-sites', {
        name: text,
        url: 'https://example.test/',
        category: 'tools',
      }),
    field: 'name',
  },
  {
    name: 'browser group name',
    who: 'admin',
    request: (text) => json('POST', '/admin/api/groups', { name: text }),
    field: 'name',
  },
  {
    name: 'nickname (sign-up)',
    who: 'visitor',
    request: (text) => json('POST', '/accounts/signup', { ...SIGN_UP, nickname: text }),
    field: 'nickname',
    words: NICKNAME_WORDS,
  },
  {
    name: 'nickname (profile)',
    who: 'member',
    request: (text) => json('POST', '/accounts/profile', { nickname: text }),
    field: 'nickname',
    words: NICKNAME_WORDS,
  },
];

/** Line breaks in the middle and at either end, and the other breaks and controls of the rule. */
const BROKEN = ['Two\nlines', 'Two\r\nlines', 'Carriage\rreturn', 'Trailing\n', '\nLeading'];
const OTHER_BREAKS = ['Tab\tseparated', 'Next\u0085line', 'Line\u2028separator', 'Para\u2029graph'];

async function expectRefused(c: FieldCase, text: string): Promise<void> {
  const before = await databaseDigest(t.database.db);
  const response = await clientOf(c.who).request(c.request(text));
  expect(response.statusCode, `${c.name}: ${response.body}`).toBe(400);
  const body = jsonOf<ApiErrorBody>(response);
  expect(body.error.code).toBe('TEXT_NOT_SINGLE_LINE');
  expect(body.error.fields).toEqual([
    {
      field: c.field,
      code: 'text.lineBreak',
      message: c.words ?? INPUT_FIELD_ISSUES['text.lineBreak'].en,
    },
  ]);
  expect(await databaseDigest(t.database.db)).toEqual(before);
}

describe('single-line fields', () => {
  it.each(CASES)(
    '$name: CR or LF anywhere is 400 TEXT_NOT_SINGLE_LINE, nothing changes',
    async (c) => {
      for (const text of BROKEN) await expectRefused(c, text);
    },
  );

  it.each(CASES)('$name: tabs, NEL and the Unicode separators are refused too', async (c) => {
    for (const text of OTHER_BREAKS) await expectRefused(c, text);
  });

  it('answers in the language asked for, and takes the same text on one line', async () => {
    const refused = await developer.request({
      ...json('PATCH', '/creator/api/creator', { name: 'Two\nlines' }),
      url: '/creator/api/creator?hl=ko',
    });
    const body = jsonOf<ApiErrorBody>(refused);
    expect(body.error.code).toBe('TEXT_NOT_SINGLE_LINE');
    // Korean words: the code's, or the field's where they say more.
    expect([ERRORS.TEXT_NOT_SINGLE_LINE.ko, INPUT_FIELD_ISSUES['text.lineBreak'].ko]).toContain(
      body.error.message,
    );
    expect(body.error.fields?.[0]?.message).toBe(INPUT_FIELD_ISSUES['text.lineBreak'].ko);

    const renamed = await developer.patch('/creator/api/creator', { name: 'Two lines 🧑‍💻' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(jsonOf<{ name: string }>(renamed).name).toBe('Two lines 🧑‍💻');
  });

  it('refuses a nickname with a line break on the sign-up and profile pages, creating nothing', async () => {
    const page = (url: string, fields: Record<string, string>): InjectOptions => ({
      method: 'POST',
      url,
      payload: Object.entries(fields)
        .map(([key, value]) => `${percent(key)}=${percent(value)}`)
        .join('&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    for (const [who, request] of [
      ['visitor', page('/accounts/signup', { ...SIGN_UP, nickname: 'New\r\nline' })],
      ['member', page('/accounts/profile', { nickname: 'New\nline' })],
    ] as const) {
      const before = await databaseDigest(t.database.db);
      const response = await clientOf(who).request(request);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(NICKNAME_WORDS);
      expect(await databaseDigest(t.database.db)).toEqual(before);
    }
  });

  it("folds a sign-on provider's multi-line name into one line", () => {
    expect(singleLineNickname('  Ada\r\n\tLovelace\n')).toBe('Ada Lovelace');
    expect(nicknameProblem(singleLineNickname('Ada\nLovelace'))).toBeUndefined();
    expect(nicknameProblem('Ada\nLovelace')).toBe('error.nicknameLine');
    expect(nicknameProblem('   ')).toBe('error.nickname');
  });
});
