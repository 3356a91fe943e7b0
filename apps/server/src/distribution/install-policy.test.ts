import type {
  ApiErrorBody,
  BrowserPolicyFile,
  BrowsersOverview,
  CurationItemList,
  PolicyItem,
} from '@lagoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonOf, type TestApp, TestClient } from '../test/app.js';
import { companionTemplate } from '../test/companion-template.js';
import { extensionZip } from '../test/extension-package.js';
import { createCreator, createItem, createUser, signIn } from '../test/factories.js';
import { publish, uploadNewItem } from '../test/review-items.js';

let t: TestApp;
let admin: TestClient;
const companion = companionTemplate();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://store.test:8080', COMPANION_DIST: companion.dir });
  const user = await createUser(t.database.db, { isAdmin: true });
  admin = new TestClient(t.app);
  await signIn(t.database.db, admin, user.id);
});
afterAll(async () => {
  await t.close();
  companion.remove();
});

/** A developer's package with the given manifest keys, uploaded and approved. */
async function published(extra: Record<string, unknown> = {}): Promise<string> {
  const user = await createUser(t.database.db);
  await createCreator(t.database.db, user.id);
  const owner = new TestClient(t.app);
  await signIn(t.database.db, owner, user.id);
  const id = await uploadNewItem(owner, await extensionZip({ extra }));
  await publish(t, admin, id);
  return id;
}

const CHROME_THEME = { theme: { colors: { frame: [30, 136, 229], toolbar: [240, 244, 250] } } };

function setPolicy(id: string, installPolicy: string, language = 'en') {
  return admin.put(`/admin/api/items/${id}/install-policy?hl=${language}`, { installPolicy });
}

async function policySettings(): Promise<Record<string, { installation_mode?: string }>> {
  const file = jsonOf<BrowserPolicyFile>(
    await admin.get('/admin/api/browser-policy?browser=chromium&platform=linux'),
  );
  return JSON.parse(file.content).ExtensionSettings;
}

describe('install policies of themes', () => {
  it('pre-installs a theme with a browser theme package like any CRX', async () => {
    const theme = await published(CHROME_THEME);
    const row = await t.database.db
      .selectFrom('items')
      .select('product_type')
      .where('id', '=', theme)
      .executeTakeFirstOrThrow();
    expect(row.product_type).toBe('theme');

    const set = await setPolicy(theme, 'preinstalled');
    expect(set.statusCode, set.body).toBe(200);
    expect(jsonOf<PolicyItem>(set)).toMatchObject({
      extensionId: theme,
      productType: 'theme',
      installPolicy: 'preinstalled',
      installRefusal: null,
    });
    expect((await policySettings())[theme]).toMatchObject({
      installation_mode: 'normal_installed',
    });
    // The update service offers its signed package, which is what the policy installs.
    const check = await t.app.inject({
      method: 'GET',
      url: `/service/update2/crx?x=${encodeURIComponent(`id=${theme}&v=0.0.0.0&uc`)}`,
    });
    expect(check.body).toContain('<updatecheck status="ok"');
  });

  it('refuses a wallpaper without a package, saying why in English and Korean', async () => {
    const wallpaper = await createItem(t.database.db, { productType: 'theme' });
    const refused = await setPolicy(wallpaper.id, 'required');
    expect(refused.statusCode).toBe(409);
    const { error } = jsonOf<ApiErrorBody>(refused);
    expect(error.code).toBe('INSTALL_POLICY_WALLPAPER');
    expect(error.message).toContain('applied by each user');
    const korean = jsonOf<ApiErrorBody>(await setPolicy(wallpaper.id, 'required', 'ko'));
    expect(korean.error.message).toContain('배경화면');
    expect((await policySettings())[wallpaper.id]).toBeUndefined();

    // Blocked, it shows on the Browsers page, which learns it offers no install policy.
    await admin.post(`/admin/api/items/${wallpaper.id}/block`, { reason: 'Spam', mode: 'removed' });
    const overview = jsonOf<BrowsersOverview>(await admin.get('/admin/api/browsers'));
    expect(overview.items.find((item) => item.extensionId === wallpaper.id)).toMatchObject({
      installPolicy: 'none',
      blocked: true,
      installRefusal: 'INSTALL_POLICY_WALLPAPER',
    });
  });
});

describe('install-policy refusals', () => {
  it('names why browsers could not install the item, and still allows none', async () => {
    const hidden = await createItem(t.database.db, { visibility: 'TRUSTED_TESTER' });
    const draft = await createItem(t.database.db, { reviewState: 'PREPARE_FOR_SUBMISSION' });
    // Published, but without a package the store signed (an item it holds no key of).
    const unsigned = await createItem(t.database.db);
    const codes = [];
    for (const id of [hidden.id, draft.id, unsigned.id]) {
      const refused = await setPolicy(id, 'preinstalled');
      expect(refused.statusCode).toBe(409);
      codes.push(jsonOf<ApiErrorBody>(refused).error.code);
      expect((await setPolicy(id, 'none')).statusCode).toBe(200);
    }
    expect(codes).toEqual([
      'INSTALL_POLICY_PRIVATE',
      'INSTALL_POLICY_NOT_PUBLISHED',
      'INSTALL_POLICY_NO_PACKAGE',
    ]);
  });

  it('lets an item chosen before it turned private go back to none, and says why', async () => {
    const id = await published();
    expect((await setPolicy(id, 'required')).statusCode).toBe(200);
    await t.database.db
      .updateTable('items')
      .set({ visibility: 'TRUSTED_TESTER' })
      .where('id', '=', id)
      .execute();
    const overview = jsonOf<BrowsersOverview>(await admin.get('/admin/api/browsers'));
    expect(overview.items.find((item) => item.extensionId === id)).toMatchObject({
      installPolicy: 'required',
      installRefusal: 'INSTALL_POLICY_PRIVATE',
    });
    const back = await setPolicy(id, 'none');
    expect(back.statusCode, back.body).toBe(200);
    expect(await setPolicy(id, 'required')).toMatchObject({ statusCode: 409 });
  });
});

describe("the console's item search for the policy", () => {
  it('offers packaged themes and leaves wallpapers without a package out', async () => {
    const names = { en: 'Installable Aurora' };
    const wallpaper = await createItem(t.database.db, { productType: 'theme', names });
    const theme = await published(CHROME_THEME);
    await t.database.db
      .updateTable('localizations')
      .set({ name: 'Installable Aurora theme' })
      .where('listing_id', 'in', (eb) =>
        eb.selectFrom('listings').select('id').where('item_id', '=', theme),
      )
      .execute();
    const search = (installable: boolean) =>
      admin.get(
        `/admin/api/curation/items?q=Installable%20Aurora&type=theme${installable ? '&installable=true' : ''}`,
      );
    const all = jsonOf<CurationItemList>(await search(false)).items.map((i) => i.extensionId);
    expect(all).toEqual(expect.arrayContaining([wallpaper.id, theme]));
    const installable = jsonOf<CurationItemList>(await search(true)).items;
    expect(installable.map((item) => item.extensionId)).toEqual([theme]);
  });
});
