import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { useStore } from '../src/harness.js';

const { storeTest } = useStore();

const DEVELOPER = { email: 'developer@lagoon.test', password: 'lagoon-developer' };
const VISITOR = { email: 'visitor@lagoon.test', password: 'lagoon-visitor' };
const CHILD = { email: 'child@lagoon.test', password: 'lagoon-child' };
/** A demo developer who registered but has not agreed to the developer terms yet. */
const NEWCOMER = { email: 'newcomer@lagoon.test', password: 'lagoon-newcomer' };

const LOGIN_PAGE = /\/accounts\/login\?/;
const LIST_URL = /\/extensions\/(new|popular)/;

/** The path and query of the page, the way the guard hands it to the portal. */
function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The returnUrl the portal was given. */
function returnUrlOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get('returnUrl');
}

/** Fills the portal's sign-in form (it is the portal's own page, not the app). */
async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
}

async function snackbarText(page: Page): Promise<string> {
  const snackbar = page.getByTestId('snackbar');
  await snackbar.waitFor();
  return (await snackbar.textContent())?.trim() ?? '';
}

describe('accounts and the developer area in Chromium', () => {
  storeTest(
    'sign up, register as a developer, agree to the terms, edit the profile and withdraw',
    async ({ page }) => {
      const suffix = Date.now().toString(36);
      const email = `new-dev-${suffix}@example.com`;

      // The guard sends an anonymous visitor to the portal with the way back.
      await page.goto('/developers?hl=en');
      await page.waitForURL(LOGIN_PAGE);
      assert.equal(returnUrlOf(page), '/developers?hl=en');

      // The portal's sign-up keeps the return address.
      await page.locator('a[href*="/accounts/signup"]').click();
      await page.waitForURL(/\/accounts\/signup\?/);
      assert.equal(returnUrlOf(page), '/developers?hl=en');
      await page.locator('input[name="nickname"]').fill(`Newcomer ${suffix}`);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('a-long-enough-password');
      await page.locator('input[name="birthDate"]').fill('1990-04-12');
      await page.locator('form button[type="submit"]').click();

      // Back in the store, the guard sends the new user to registration, keeping hl.
      await page.waitForURL(/\/developers\/profile\/new\?hl=en$/);
      await page.getByTestId('developer-register-page').waitFor();

      // Saving the empty form marks the required fields and asks for them.
      await page.getByTestId('creator-submit').click();
      const alert = page.getByTestId('creator-form-alert');
      await alert.waitFor();
      assert.equal(
        (await alert.textContent())?.trim(),
        'Enter the required items, agree to Personal Information Collection and Use, and try again.',
      );
      const name = page.getByTestId('creator-name');
      assert.equal(await name.getAttribute('aria-invalid'), 'true');
      assert.equal(
        (await page.getByTestId('creator-name-error').textContent())?.trim(),
        'Display name is required.',
      );
      assert.equal(await page.getByTestId('creator-email').getAttribute('aria-invalid'), 'true');
      assert.equal(
        await page.getByTestId('creator-isAgreeToTerms').getAttribute('aria-invalid'),
        'true',
      );
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
        'creator-name',
        'the first invalid field has the focus',
      );

      // Problems are checked again as the fields change.
      await name.fill('n'.repeat(33));
      assert.equal(
        (await page.getByTestId('creator-name-error').textContent())?.trim(),
        'required field (max 32 characters)',
      );
      assert.equal(
        (await page.getByTestId('creator-name-counter').textContent())?.trim(),
        '33 / 32',
      );
      await name.fill('Newcomer Studio');
      assert.equal(await name.getAttribute('aria-invalid'), null);
      await page.getByTestId('creator-email').fill('newcomer@');
      assert.equal(
        (await page.getByTestId('creator-email-error').textContent())?.trim(),
        'Please check your email address again.',
      );
      await page.getByTestId('creator-email').fill(email);
      await page.getByTestId('creator-homepage').fill('not a website');
      assert.equal(
        (await page.getByTestId('creator-homepage-error').textContent())?.trim(),
        'Please enter the correct website address.',
      );
      await page.getByTestId('creator-homepage').fill('https://newcomer.example');
      await page.getByTestId('creator-isAgreeToTerms').check();
      await page.getByTestId('creator-isAgreeToDevelopersTerms').check();
      assert.equal(await alert.count(), 0, 'the progress message goes once everything is there');

      await page.getByTestId('creator-submit').click();
      await page.waitForURL(/\/developers\/dashboard\/extensions\?hl=en$/);
      assert.equal(await snackbarText(page), 'Saved');
      await page.getByTestId('developer-dashboard').waitFor();
      assert.equal(
        await page.getByTestId('dashboard-tab-extensions').getAttribute('aria-current'),
        'page',
      );
      assert.match(
        (await page.getByTestId('empty-state').textContent()) ?? '',
        /There is nothing to display\./,
      );
      assert.match(
        (await page.getByTestId('dashboard-upload').getAttribute('href')) ?? '',
        /^\/developers\/upload\/extension\/draft\?hl=en$/,
      );

      // The menu now offers the developer's pages.
      await page.getByTestId('menu-developer').click();
      await page.getByTestId('menu-my-webapps').click();
      await page.waitForURL(/\/developers\/dashboard\/webapps\?hl=en$/);
      // The address changes before the web apps tab has rendered: wait for its upload link.
      await page
        .locator('[data-testid="dashboard-upload"][href^="/developers/upload/webapp/draft"]')
        .waitFor();

      // profile/new sends a developer to profile/edit, which shows the saved profile.
      await page.goto('/developers/profile/new?hl=en');
      await page.waitForURL(/\/developers\/profile\/edit\?hl=en$/);
      await page.getByTestId('developer-profile-page').waitFor();
      assert.equal(await page.getByTestId('creator-name').inputValue(), 'Newcomer Studio');
      assert.equal(
        await page.getByTestId('creator-homepage').inputValue(),
        'https://newcomer.example',
      );
      assert.equal(await page.getByTestId('creator-isAgreeToTerms').count(), 0);

      await page.getByTestId('creator-name').fill('Newcomer Labs');
      await page.getByTestId('creator-homepage').fill('');
      await page.getByTestId('creator-submit').click();
      assert.equal(await snackbarText(page), 'Saved');
      await page.reload();
      await page.getByTestId('developer-profile-page').waitFor();
      assert.equal(await page.getByTestId('creator-name').inputValue(), 'Newcomer Labs');
      assert.equal(await page.getByTestId('creator-homepage').inputValue(), '');

      // Withdrawing needs the confirmation tick, then lands on the store home.
      await page.getByTestId('withdraw-open').click();
      await page.getByTestId('withdraw-dialog').waitFor();
      assert.equal(await page.getByTestId('withdraw-submit').isDisabled(), true);
      await page.getByTestId('withdraw-confirm').check();
      await page.getByTestId('withdraw-submit').click();
      await page.waitForURL(LIST_URL);
      assert.match(page.url(), /[?&]hl=en/);
      await page.getByTestId('menu-developer').click();
      await page.getByTestId('menu-developer-register').waitFor();
      const creator = await page.request.get('/creator/api/creator');
      assert.equal(creator.status(), 404);
    },
  );

  storeTest(
    'a developer who has not agreed to the developer terms is asked first',
    async ({ page }) => {
      await page.goto('/developers/dashboard/extensions?hl=en');
      await page.waitForURL(LOGIN_PAGE);
      await signIn(page, NEWCOMER);
      const terms = page.getByTestId('terms-dialog');
      await terms.waitFor();
      assert.equal(
        // Layout width: the opening animation scales the box, which getBoundingClientRect sees.
        await terms.evaluate((element) => (element as HTMLElement).offsetWidth),
        620,
      );

      // Leaving without agreeing goes to the home.
      await page.getByTestId('terms-leave').click();
      await page.waitForURL(LIST_URL);

      // Agreeing needs both boxes, posts the agreement and opens the area.
      await page.goto('/developers/dashboard/extensions?hl=en');
      await terms.waitFor();
      assert.equal(await page.getByTestId('terms-agree').isDisabled(), true);
      await page.getByTestId('terms-dialog-terms').check();
      assert.equal(await page.getByTestId('terms-agree').isDisabled(), true);
      await page.getByTestId('terms-dialog-developer-terms').check();
      const agreement = page.waitForResponse(
        (response) =>
          response.url().includes('/creator/api/agreement') &&
          response.request().method() === 'POST',
      );
      await page.getByTestId('terms-agree').click();
      assert.equal((await agreement).status(), 200);
      await terms.waitFor({ state: 'detached' });
      await page.getByTestId('developer-dashboard').waitFor();

      // The agreement is kept: the next visit goes straight in.
      await page.reload();
      await page.getByTestId('developer-dashboard').waitFor();
      assert.equal(await terms.count(), 0);
    },
  );

  storeTest('a child is stopped with the age limit message', async ({ page }) => {
    await page.goto('/developers/profile/new');
    await page.waitForURL(LOGIN_PAGE);
    assert.equal(returnUrlOf(page), '/developers/profile/new');
    await signIn(page, CHILD);
    assert.equal(await snackbarText(page), 'Children under 14 cannot register as developers.');
    await page.waitForURL(LIST_URL);
    assert.equal(await page.getByTestId('creator-form').count(), 0);

    // The server refuses as well.
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
    const refused = await page.request.post('/creator/api/creators', {
      headers: { 'X-XSRF-TOKEN': xsrf?.value ?? '' },
      data: {
        name: 'Kid Studio',
        email: 'kid@example.com',
        homepage: '',
        isAgreeToTerms: true,
        isAgreeToDevelopersTerms: true,
      },
    });
    assert.equal(refused.status(), 403);
    assert.match(await refused.text(), /AGE_LIMIT/);
  });

  storeTest('signing in from a deep link comes back to it', async ({ page }) => {
    await page.goto('/developers/dashboard/webapps?hl=ko');
    await page.waitForURL(LOGIN_PAGE);
    assert.equal(returnUrlOf(page), '/developers/dashboard/webapps?hl=ko');
    await signIn(page, DEVELOPER);
    await page.waitForURL(/\/developers\/dashboard\/webapps\?hl=ko$/);
    assert.equal(pathAndQuery(page), '/developers/dashboard/webapps?hl=ko');
    await page.getByTestId('developer-dashboard').waitFor();
    assert.equal(
      await page.getByTestId('dashboard-tab-webapps').getAttribute('aria-current'),
      'page',
    );
    assert.equal((await page.getByTestId('page-title').textContent())?.trim(), '개발자 대시보드');

    // A developer with items cannot withdraw, and is told why.
    await page.goto('/developers/profile/edit?hl=ko');
    await page.getByTestId('withdraw-open').click();
    await page.getByTestId('withdraw-confirm').check();
    await page.getByTestId('withdraw-submit').click();
    const blocked = page.getByTestId('withdraw-blocked-message');
    await blocked.waitFor();
    assert.equal(
      (await blocked.textContent())?.trim(),
      '모든 확장 앱을 삭제해야 탈퇴할 수 있습니다.',
    );
    await page.getByTestId('withdraw-blocked-ok').click();
    assert.match(page.url(), /\/developers\/profile\/edit\?hl=ko$/);
  });

  storeTest(
    'a signed-in visitor is offered developer registration and can log out',
    async ({ page }) => {
      await page.goto('/extensions/new?hl=en');
      const login = page.getByTestId('menu-login');
      await login.waitFor();
      const href = (await login.getAttribute('href')) ?? '';
      assert.match(href, /^\/accounts\/login\?/);
      assert.equal(
        new URL(href, 'http://store.test').searchParams.get('returnUrl'),
        '/extensions/new?hl=en',
      );
      await login.click();
      await signIn(page, VISITOR);
      await page.waitForURL(/\/extensions\/new\?hl=en$/);
      await page.getByTestId('user-chip').waitFor();

      await page.getByTestId('menu-developer').click();
      await page.getByTestId('menu-developer-register').click();
      await page.waitForURL(/\/developers\/profile\/new\?hl=en$/);
      await page.getByTestId('developer-register-page').waitFor();

      // The developer terms link to their section of the terms of service.
      assert.match(
        (await page.getByTestId('creator-isAgreeToDevelopersTerms-read').getAttribute('href')) ??
          '',
        /^\/policies\/terms\?hl=en#developers$/,
      );

      await page.goto('/extensions/new?hl=en');
      // The account menu names who is signed in and holds Log out.
      await page.getByTestId('user-chip').click();
      assert.equal(await page.getByTestId('account-name').textContent(), 'Visitor');
      await page.getByTestId('menu-logout').click();
      await page.getByTestId('menu-login').waitFor();
      const user = await page.request.get('/ajax/user');
      assert.match(await user.text(), /"isAuthenticated":false/);
    },
  );
});
