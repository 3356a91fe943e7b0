import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { assertNoFindings, auditPages } from '../src/accessibility.js';
import { stripXssi, useStore } from '../src/harness.js';
import { ADMIN, DEVELOPER, signInTo } from '../src/signed-in-page.js';

const { storeTest, server } = useStore();

/** A call as a CI job makes it: the token alone, no cookie, no anti-forgery header. */
async function callWithToken(
  secret: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server().url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${secret}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(stripXssi(text)) : null };
}

describe('access tokens in Chromium', () => {
  storeTest(
    'a developer creates a token, a script uses it without a cookie, and revoking it stops the script',
    async ({ page }) => {
      await signInTo(page, DEVELOPER, '/developers/tokens?hl=en');
      await page.getByTestId('tokens-page').waitFor();
      await page.getByTestId('token-create').click();
      await page.getByTestId('token-name-input').fill('Release job');
      await page.getByTestId('token-scope-items:write').check();
      await page.getByTestId('token-create-submit').click();
      const secret = await page.getByTestId('token-secret').inputValue();
      assert.match(secret, /^lgn_[A-Za-z0-9_-]{43}$/);
      assert.match(
        (await page.getByTestId('token-secret-warning').textContent()) ?? '',
        /shown only this once/,
      );
      await page.getByTestId('token-created-done').click();
      await page.getByTestId('token-secret').waitFor({ state: 'detached' });
      const row = page.getByTestId('token-row').filter({ hasText: 'Release job' });
      assert.equal(await row.getByTestId('token-prefix').textContent(), `${secret.slice(0, 10)}…`);
      assert.equal(await row.getByTestId('token-status').textContent(), 'Active');

      // The script reads the developer's items and saves the profile with the token alone.
      const items = await callWithToken(secret, '/creator/api/extensions?hl=en');
      assert.equal(items.status, 200);
      const profile = await callWithToken(secret, '/creator/api/creator', {
        method: 'PATCH',
        body: { homepage: 'https://ci.example' },
      });
      assert.equal(profile.status, 200, JSON.stringify(profile.body));
      // Asking for review needs items:submit, which this token lacks.
      const firstItem = (items.body as { items: { extensionId: string }[] }).items[0];
      if (firstItem) {
        const submit = await callWithToken(
          secret,
          `/creator/api/extensions/${firstItem.extensionId}`,
          {
            method: 'PATCH',
            body: { review: 'IN_REVIEW' },
          },
        );
        assert.equal(submit.status, 403);
        assert.equal(
          (submit.body as { error: { code: string } }).error.code,
          'TOKEN_SCOPE_MISSING',
        );
      }

      // The list shows the use once the page is read again.
      await page.reload();
      await row.getByTestId('token-last-used').waitFor();
      assert.notEqual(await row.getByTestId('token-last-used').textContent(), 'Never');

      await row.getByTestId('token-revoke').click();
      await page.getByTestId('token-revoke-confirm').click();
      await page.getByTestId('token-revoke-dialog').waitFor({ state: 'detached' });
      await page
        .getByTestId('token-row')
        .filter({ hasText: 'Release job' })
        .getByText('Revoked')
        .waitFor();
      const refused = await callWithToken(secret, '/creator/api/extensions?hl=en');
      assert.equal(refused.status, 401);
      assert.equal((refused.body as { error: { code: string } }).error.code, 'TOKEN_INVALID');
    },
  );

  storeTest(
    'an administrator sees every token of the store and the token lines of the log',
    async ({ page, newContext }) => {
      const developer = await (await newContext()).newPage();
      await signInTo(developer, DEVELOPER, '/developers/tokens?hl=en');
      await developer.getByTestId('token-create').click();
      await developer.getByTestId('token-name-input').fill('Nightly build');
      await developer.getByTestId('token-create-submit').click();
      await developer.getByTestId('token-secret').waitFor();

      await signInTo(page, ADMIN, '/admin/tokens?all=true&hl=en');
      const row = page.getByTestId('token-row').filter({ hasText: 'Nightly build' });
      await row.waitFor();
      assert.match(
        (await row.getByTestId('token-owner').textContent()) ?? '',
        /developer@lagoon\.test/,
      );
      await row.getByTestId('token-revoke').click();
      await page.getByTestId('token-revoke-confirm').click();
      await row.getByText('Revoked').waitFor();

      await page.goto('/admin/log?area=access&hl=en');
      const lines = page.getByTestId('audit-row').filter({ hasText: 'Nightly build' });
      await lines.first().waitFor();
      const labels = await lines.getByTestId('audit-action-label').allTextContents();
      assert.deepEqual(labels, ['Access token revoked', 'Access token created']);
    },
  );

  storeTest(
    'the token pages have no serious or critical accessibility violations',
    async ({ page }) => {
      await signInTo(page, ADMIN, '/admin/tokens?hl=en');
      assertNoFindings(
        await auditPages(page, [
          { path: '/admin/tokens', ready: 'token-create' },
          { path: '/admin/tokens?all=true', ready: 'token-create' },
        ]),
      );
      await page.context().clearCookies();
      await signInTo(page, DEVELOPER, '/developers/tokens?hl=en');
      assertNoFindings(
        await auditPages(page, [{ path: '/developers/tokens', ready: 'token-create' }]),
      );
    },
  );
});
