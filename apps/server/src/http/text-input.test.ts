import { type ApiErrorBody, INPUT_FIELD_ISSUES } from '@lagoon/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createBanner } from '../test/catalog-factories.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { percent } from '../test/percent-encode.js';
import { isUnstorableTextError } from './errors.js';
import { isStorableText, unstorableTextPath } from './text-input.js';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = 'a\uDC00b';

let t: TestApp;
let visitor: TestClient;
let member: TestClient;
let developer: TestClient;
let newcomer: TestClient;
let admin: TestClient;
let itemId: string;
let webAppId: string;
let bannerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  visitor = new TestClient(t.app);
  member = new TestClient(t.app);
  await signIn(db, member, (await createUser(db)).id);
  newcomer = new TestClient(t.app);
  await signIn(db, newcomer, (await createUser(db)).id);
  const user = await createUser(db);
  const creator = await createCreator(db, user.id);
  developer = new TestClient(t.app);
  await signIn(db, developer, user.id);
  itemId = (await createItem(db, { creatorId: creator.id, reviewState: 'PREPARE_FOR_SUBMISSION' }))
    .id;
  webAppId = (
    await createItem(db, {
      creatorId: creator.id,
      productType: 'pwa',
      reviewState: 'PREPARE_FOR_SUBMISSION',
    })
  ).id;
  admin = new TestClient(t.app);
  await signIn(db, admin, (await createUser(db, { isAdmin: true })).id);
  bannerId = String((await createBanner(db)).id);
}, 60_000);
afterAll(async () => t?.close());

/** A fingerprint of every table, so a refused request can be shown to have changed nothing. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
    t.database.db,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ digest: string }>`
      SELECT md5(coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '')) AS digest
      FROM ${sql.table(name)} x`.execute(t.database.db);
    digest[name] = row.rows[0]!.digest;
  }
  return digest;
}

function form(fields: Record<string, string>): Pick<InjectOptions, 'payload' | 'headers'> {
  return {
    payload: Object.entries(fields)
      .map(([key, value]) => `${percent(key)}=${percent(value)}`)
      .join('&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

type Who = 'visitor' | 'member' | 'newcomer' | 'developer' | 'admin';
const clients = (): Record<Who, TestClient> => ({ visitor, member, newcomer, developer, admin });

interface TextCase {
  /** What the finding called the field. */
  name: string;
  who: Who;
  /** How the text travels: a URL or a url-encoded form cannot carry a lone surrogate. */
  transport: 'url' | 'form' | 'json';
  /** The request carrying `text` in the field. */
  request: (text: string) => InjectOptions;
  /** The field the refusal names. */
  field: string;
}

const BANNER = {
  type: 'extension',
  linkUrl: 'http://store.test/detail/abc?hl=en',
  titleEn: 'Autumn picks',
  titleKo: '가을 추천',
  image: '/files/x.png',
};

/**
 * Every text field of issue 12's findings 4 and 5: query fields as the browser sends them
 * (percent-encoded), form fields url-encoded, JSON fields as JSON.
 */
const CASES: TextCase[] = [
  {
    name: 'search keyword',
    who: 'visitor',
    transport: 'url',
    request: (text) => ({ url: `/ajax/search2?keyword=${percent(text)}` }),
    field: 'keyword',
  },
  {
    name: 'autocomplete keyword',
    who: 'visitor',
    transport: 'url',
    request: (text) => ({ url: `/ajax/autocomplete2?keyword=${percent(text)}` }),
    field: 'keyword',
  },
  {
    name: 'login email (form)',
    who: 'visitor',
    transport: 'form',
    request: (text) => ({
      method: 'POST',
      url: '/accounts/login',
      ...form({ email: `${text}@example.test`, password: 'secret-password' }),
    }),
    field: 'email',
  },
  {
    name: 'login password (JSON)',
    who: 'visitor',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: '/accounts/login',
      payload: { email: 'nobody@example.test', password: text },
    }),
    field: 'password',
  },
  {
    name: 'signup nickname (form)',
    who: 'visitor',
    transport: 'form',
    request: (text) => ({
      method: 'POST',
      url: '/accounts/signup',
      ...form({
        nickname: text,
        email: `new-${Math.random()}@example.test`,
        password: 'a-long-password-1',
        birthDate: '1990-01-01',
      }),
    }),
    field: 'nickname',
  },
  {
    name: 'signup email (JSON)',
    who: 'visitor',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: '/accounts/signup',
      payload: {
        nickname: 'Someone',
        email: `${text}@example.test`,
        password: 'a-long-password-1',
        birthDate: '1990-01-01',
      },
    }),
    field: 'email',
  },
  {
    name: 'profile nickname',
    who: 'member',
    transport: 'form',
    request: (text) => ({ method: 'POST', url: '/accounts/profile', ...form({ nickname: text }) }),
    field: 'nickname',
  },
  {
    name: 'new creator name',
    who: 'newcomer',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: '/creator/api/creators',
      payload: {
        name: text,
        email: 'studio@example.test',
        homepage: '',
        isAgreeToTerms: true,
        isAgreeToDevelopersTerms: true,
      },
    }),
    field: 'name',
  },
  {
    name: 'creator name',
    who: 'developer',
    transport: 'json',
    request: (text) => ({ method: 'PATCH', url: '/creator/api/creator', payload: { name: text } }),
    field: 'name',
  },
  {
    name: 'creator homepage',
    who: 'developer',
    transport: 'json',
    request: (text) => ({
      method: 'PATCH',
      url: '/creator/api/creator',
      payload: { homepage: `https://example.test/${text}` },
    }),
    field: 'homepage',
  },
  {
    name: 'listing description',
    who: 'developer',
    transport: 'json',
    request: (text) => ({
      method: 'PATCH',
      url: `/creator/api/extensions/${itemId}`,
      payload: { description: { en: text } },
    }),
    field: 'description.en',
  },
  {
    name: 'listing change log',
    who: 'developer',
    transport: 'json',
    request: (text) => ({
      method: 'PATCH',
      url: `/creator/api/extensions/${itemId}`,
      payload: { changeLog: { en: text } },
    }),
    field: 'changeLog.en',
  },
  {
    name: 'web-app name',
    who: 'developer',
    transport: 'json',
    request: (text) => ({
      method: 'PATCH',
      url: `/creator/api/extensions/${webAppId}`,
      payload: { name: { en: text } },
    }),
    field: 'name.en',
  },
  {
    name: 'web-app address',
    who: 'developer',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: '/creator/api/extensions/pwa',
      payload: { url: `https://example.test/${text}` },
    }),
    field: 'url',
  },
  {
    name: 'a key of a JSON object',
    who: 'developer',
    transport: 'json',
    request: (text) => ({
      method: 'PATCH',
      url: `/creator/api/extensions/${itemId}`,
      payload: { description: { [text]: 'x' } },
    }),
    field: `description.${'a\uFFFDb'}`,
  },
  {
    name: 'admin log q',
    who: 'admin',
    transport: 'url',
    request: (text) => ({ url: `/admin/api/audit?q=${percent(text)}` }),
    field: 'q',
  },
  {
    name: 'curation item search q',
    who: 'admin',
    transport: 'url',
    request: (text) => ({ url: `/admin/api/curation/items?q=${percent(text)}` }),
    field: 'q',
  },
  {
    name: 'block reason',
    who: 'admin',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: `/admin/api/items/${itemId}/block`,
      payload: { reason: text },
    }),
    field: 'reason',
  },
  {
    name: 'reject message',
    who: 'admin',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: `/admin/api/items/${itemId}/reject`,
      payload: { guidelines: ['SPAM'], message: text },
    }),
    field: 'message',
  },
  {
    name: 'new banner title (JSON)',
    who: 'admin',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: '/admin/api/curation/banners',
      payload: { ...BANNER, titleEn: text },
    }),
    field: 'titleEn',
  },
  {
    name: 'banner title',
    who: 'admin',
    transport: 'json',
    request: (text) => ({
      method: 'PATCH',
      url: `/admin/api/curation/banners/${bannerId}`,
      payload: { titleKo: text },
    }),
    field: 'titleKo',
  },
  {
    name: 'curation reason',
    who: 'admin',
    transport: 'json',
    request: (text) => ({
      method: 'DELETE',
      url: `/admin/api/curation/banners/${bannerId}`,
      payload: { reason: text },
    }),
    field: 'reason',
  },
  {
    name: 'new category name',
    who: 'admin',
    transport: 'json',
    request: (text) => ({
      method: 'POST',
      url: '/admin/api/curation/categories',
      payload: { type: 'extension', code: 'fresh_one', nameEn: text, nameKo: '새 분류' },
    }),
    field: 'nameEn',
  },
  {
    name: 'category name',
    who: 'admin',
    transport: 'json',
    request: (text) => ({
      method: 'PATCH',
      url: '/admin/api/curation/categories/extension/productivity',
      payload: { nameKo: text },
    }),
    field: 'nameKo',
  },
];

async function expectRefused(who: Who, request: InjectOptions, field: string) {
  const before = await databaseDigest();
  const response = await clients()[who].request(request);
  expect(response.statusCode, response.body).toBe(400);
  const body = jsonOf<ApiErrorBody>(response);
  expect(body.error.code).toBe('INVALID_REQUEST');
  expect(body.error.logref).toBeTruthy();
  expect(body.error.fields).toEqual([
    {
      field,
      code: 'text.invalidCharacter',
      message: INPUT_FIELD_ISSUES['text.invalidCharacter'].en,
    },
  ]);
  expect(await databaseDigest()).toEqual(before);
}

describe('texts PostgreSQL cannot store are refused before any handler (findings 4 and 5)', () => {
  it.each(CASES)('$name ($who): U+0000 is 400 INVALID_REQUEST, nothing changes', async (c) => {
    await expectRefused(c.who, c.request(NUL), c.field);
  });

  it.each(CASES)('$name ($who): a lone surrogate is refused too', async (c) => {
    if (c.transport !== 'json') {
      // The bytes a client can send for one (%ED%A0%80) are no UTF-8: the URL and form parsers
      // keep them as other, storable text, so the call is answered like any other.
      const response = await clients()[c.who].request(c.request(LONE_HIGH));
      expect(response.statusCode, response.body).toBeLessThan(500);
      return;
    }
    await expectRefused(c.who, c.request(LONE_HIGH), c.field);
    await expectRefused(c.who, c.request(LONE_LOW), c.field);
  });

  it('names the problem in Korean when asked', async () => {
    const response = await visitor.get('/ajax/search2?keyword=%00&hl=ko');
    const body = jsonOf<ApiErrorBody>(response);
    expect(response.statusCode).toBe(400);
    // The headline is the problem itself, not the generic words.
    expect(body.error.message).toBe(INPUT_FIELD_ISSUES['text.invalidCharacter'].ko);
    expect(body.error.fields?.[0]?.message).toBe(INPUT_FIELD_ISSUES['text.invalidCharacter'].ko);
  });

  it('refuses U+0000 in a path parameter', async () => {
    const response = await visitor.get('/ajax/extensions/a%00b');
    expect(response.statusCode).toBe(400);
    expect(jsonOf<ApiErrorBody>(response).error.fields?.[0]?.field).toBe('id');
  });

  it('still answers complete surrogate pairs (emoji) and ordinary text', async () => {
    const emoji = await visitor.get(`/ajax/search2?keyword=${encodeURIComponent('🦊 fox')}`);
    expect(emoji.statusCode).toBe(200);
    const saved = await developer.patch(`/creator/api/extensions/${itemId}`, {
      description: { en: 'Foxes 🦊 and more' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses the anonymous visitor on admin calls with not-found first', async () => {
    const response = await visitor.get('/admin/api/audit?q=%00');
    expect(response.statusCode).toBe(404);
  });

  it('checks the anti-forgery token before the text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/accounts/login',
      ...form({ email: NUL, password: 'x' }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the last line of defence: a text the hook cannot see (multipart parts)', () => {
  async function banner(text: string) {
    const image = await sharp({
      create: { width: 1200, height: 300, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const { body, contentType } = multipartBody([
      { name: 'banner', data: JSON.stringify({ ...BANNER, image: undefined, titleEn: text }) },
      { name: 'file', filename: 'banner.png', contentType: 'image/png', data: image },
    ]);
    return {
      method: 'POST',
      url: '/admin/api/curation/banners',
      payload: body,
      headers: { 'content-type': contentType },
    } as const;
  }

  it.each([
    ['U+0000', NUL],
    ['a lone surrogate', LONE_HIGH],
  ])('a banner part whose title holds %s is 400, nothing changes', async (_label, text) => {
    const before = await databaseDigest();
    const response = await admin.request(await banner(text));
    expect(response.statusCode, response.body).toBe(400);
    const body = jsonOf<ApiErrorBody>(response);
    expect(body.error.code).toBe('INVALID_REQUEST');
    expect(body.error.fields?.[0]?.code).toBe('text.invalidCharacter');
    expect(await databaseDigest()).toEqual(before);
  });
});

describe('the pieces', () => {
  it('tells storable texts from the others', () => {
    expect(isStorableText('plain, 한국어, 🦊')).toBe(true);
    expect(isStorableText(NUL)).toBe(false);
    expect(isStorableText(LONE_HIGH)).toBe(false);
    expect(isStorableText(LONE_LOW)).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
  });

  it('finds the path of the first bad text, however deep, without recursion', () => {
    expect(unstorableTextPath({ a: [{ b: 'ok' }, { c: NUL }] })).toBe('a.1.c');
    expect(unstorableTextPath({ a: Buffer.from([0]) })).toBeNull();
    let deep: unknown = NUL;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(unstorableTextPath(deep)).toMatch(/^0(\.0)+$/);
  });

  it('recognises the database refusing such a text, and nothing else', () => {
    expect(isUnstorableTextError({ code: '22021' })).toBe(true);
    expect(isUnstorableTextError({ code: '22P05' })).toBe(true);
    expect(
      isUnstorableTextError({
        code: '22P02',
        message: 'invalid input syntax for type json',
        routine: 'json_errsave_error',
      }),
    ).toBe(true);
    expect(
      isUnstorableTextError({ code: '22P02', message: 'invalid input syntax for type uuid' }),
    ).toBe(false);
    expect(isUnstorableTextError(new Error('x', { cause: { code: '22021' } }))).toBe(true);
    expect(isUnstorableTextError({ code: '23505' })).toBe(false);
  });
});
