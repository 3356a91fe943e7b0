import type { MailPreferences } from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { createItem, signedInAdmin, signedInCreator, signedInUser } from '../test/factories.js';
import { mailsAbout } from '../test/outbox.js';
import { rememberReviewLanguage } from './preference-queries.js';

/*
 * Developers choose which mails they get and their language; the writes that queue mail
 * follow the choice. The store has no SMTP_URL, so the mails are read from the outbox.
 * Through the HTTP API on a fresh database.
 */

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const PREFERENCES = '/creator/api/mail-preferences';

describe('mail preferences', () => {
  it('start with decisions only, in English, and keep what the developer saves', async () => {
    const { client } = await signedInCreator(t);
    const initial = await client.get(PREFERENCES);
    expect(initial.statusCode, initial.body).toBe(200);
    expect(jsonOf<MailPreferences>(initial)).toEqual({
      decisions: true,
      ratings: false,
      reports: false,
      language: 'en',
    });
    const chosen = { decisions: false, ratings: true, reports: true, language: 'ko' };
    const saved = await client.put(PREFERENCES, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(jsonOf<MailPreferences>(saved)).toEqual(chosen);
    expect(jsonOf<MailPreferences>(await client.get(PREFERENCES))).toEqual(chosen);
  });

  it('refuse bad input, forged writes and callers who are not developers, changing nothing', async () => {
    const { client } = await signedInCreator(t);
    const bad = await client.put(PREFERENCES, {
      decisions: true,
      ratings: 'yes',
      reports: false,
      language: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(
      errorOf(bad)
        .fields?.map((field) => field.field)
        .sort(),
    ).toEqual(['language', 'ratings']);
    const forged = await client.request({
      method: 'PUT',
      url: PREFERENCES,
      payload: { decisions: false, ratings: true, reports: true, language: 'ko' },
      headers: { 'x-xsrf-token': 'not-the-cookie' },
    });
    expect(forged.statusCode).toBe(403);
    expect(jsonOf<MailPreferences>(await client.get(PREFERENCES))).toMatchObject({
      ratings: false,
      language: 'en',
    });

    const user = (await signedInUser(t)).client;
    expect(errorOf(await user.get(PREFERENCES)).code).toBe('NOT_A_CREATOR');
    const anonymous = await new TestClient(t.app).put(PREFERENCES, {
      decisions: true,
      ratings: true,
      reports: true,
      language: 'en',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('LOGIN_REQUIRED');
  });

  it('follow the language of the last review request until the developer chooses one', async () => {
    const { creator, client } = await signedInCreator(t);
    await rememberReviewLanguage(t.database.db, creator.id, 'ko');
    expect(jsonOf<MailPreferences>(await client.get(PREFERENCES)).language).toBe('ko');
    await client.put(PREFERENCES, {
      decisions: true,
      ratings: false,
      reports: false,
      language: 'en',
    });
    await rememberReviewLanguage(t.database.db, creator.id, 'ko');
    expect(jsonOf<MailPreferences>(await client.get(PREFERENCES)).language).toBe('en');
  });
});

describe('what the preferences let through', () => {
  it('writes a new rating’s mail only for a developer who asked, in their language', async () => {
    const { creator, client } = await signedInCreator(t);
    const item = await createItem(t.database.db, {
      creatorId: creator.id,
      names: { en: 'Night Owl', ko: '올빼미' },
    });
    const first = (await signedInUser(t, { nickname: 'Quiet Reader' })).client;
    expect((await first.post(`/ajax/extensions/${item.id}/ratings`, { score: 2 })).statusCode).toBe(
      201,
    );
    expect(await mailsAbout(t.database.db, item.id)).toEqual([]);

    await client.put(PREFERENCES, {
      decisions: true,
      ratings: true,
      reports: false,
      language: 'ko',
    });
    const second = (await signedInUser(t, { nickname: 'Avid <Reader>' })).client;
    const rated = await second.post(`/ajax/extensions/${item.id}/ratings`, {
      score: 5,
      text: 'Works offline & fast.',
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const [mail] = await mailsAbout(t.database.db, item.id);
    expect(mail).toMatchObject({
      kind: 'rating.new',
      language: 'ko',
      status: 'kept',
      subject: '새 평가: 올빼미 별점 5/5',
    });
    expect(mail!.text_body).toContain(
      'Avid <Reader>님이 올빼미 항목에 별점 5점(5점 만점)을 주었습니다.',
    );
    expect(mail!.text_body).toContain('> Works offline & fast.');
    expect(mail!.text_body).toContain(`http://store.test/developers/ratings?item=${item.id}&hl=ko`);
    expect(mail!.html_body).toContain('Avid &lt;Reader&gt;님이');
  });

  it('writes a report’s mail only for a developer who asked, naming the reason alone', async () => {
    const { creator, client } = await signedInCreator(t);
    const item = await createItem(t.database.db, {
      creatorId: creator.id,
      names: { en: 'Clipboard Plus' },
    });
    const report = (reporter: TestClient) =>
      reporter.post(`/ajax/extensions/${item.id}/reports`, {
        reason: 'malware',
        text: 'It reads my clipboard, says Reporter Ruth.',
      });
    expect((await report((await signedInUser(t)).client)).statusCode).toBe(201);
    expect(await mailsAbout(t.database.db, item.id)).toEqual([]);

    await client.put(PREFERENCES, {
      decisions: true,
      ratings: false,
      reports: true,
      language: 'en',
    });
    const filed = await report((await signedInUser(t, { nickname: 'Reporter Ruth' })).client);
    expect(filed.statusCode, filed.body).toBe(201);
    const [mail] = await mailsAbout(t.database.db, item.id);
    expect(mail).toMatchObject({ kind: 'report.new', subject: 'Reported: Clipboard Plus' });
    expect(mail!.text_body).toContain('Reason: malware or harmful code.');
    expect(mail!.text_body).not.toContain('Ruth');
    expect(mail!.text_body).not.toContain('clipboard, says');
  });

  it('writes no decision mail for a developer who turned decisions off', async () => {
    const { creator, client } = await signedInCreator(t);
    await client.put(PREFERENCES, {
      decisions: false,
      ratings: false,
      reports: false,
      language: 'en',
    });
    const item = await createItem(t.database.db, { creatorId: creator.id });
    const blocked = await admin.post(`/admin/api/items/${item.id}/block`, { reason: 'Spam' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await mailsAbout(t.database.db, item.id)).toEqual([]);
  });
});
