import type { AuditPage, CurationItem, CurationItemList, Product } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import { createTheme } from '../test/catalog-factories.js';
import { admin, errorCode, logCount, t, useCurationApp, visitor } from '../test/curation-app.js';
import { createItem } from '../test/factories.js';

useCurationApp();

describe('picks', () => {
  it("picks a wallpaper into the wallpaper tab's picks and takes it out again", async () => {
    const theme = await createTheme(t.database.db, { names: { en: 'Quiet Lake' } });
    const pickedIds = async () =>
      jsonOf<Product[]>(await visitor.get('/ajax/theme-tab/pick')).map((p) => p.extensionId);
    expect(await pickedIds()).not.toContain(theme.id);

    const set = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${theme.id}`,
      payload: { pick: true, reason: 'Lovely' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(jsonOf<CurationItem>(set)).toMatchObject({
      extensionId: theme.id,
      pick: true,
      listed: true,
      name: 'Quiet Lake',
    });
    expect(await pickedIds()).toContain(theme.id);
    const list = jsonOf<CurationItemList>(await admin.get('/admin/api/curation/picks?type=theme'));
    expect(list.items.map((item) => item.extensionId)).toContain(theme.id);

    const unset = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${theme.id}`,
      payload: { pick: false },
    });
    expect(unset.statusCode).toBe(200);
    expect(await pickedIds()).not.toContain(theme.id);

    const log = jsonOf<AuditPage>(await admin.get(`/admin/api/audit?q=${theme.id}`));
    expect(log.items.map((entry) => entry.action)).toEqual(['pick.unset', 'pick.set']);
    // A change aimed at one item names it, like a review decision does.
    expect(log.items[1]).toMatchObject({
      target: `item:${theme.id}`,
      extensionId: theme.id,
      itemName: 'Quiet Lake',
      message: 'Lovely',
    });
  });

  it('picks extensions, finds items by name, and refuses web apps', async () => {
    const extension = await createItem(t.database.db, { names: { en: 'Tab Gardener' } });
    const found = jsonOf<CurationItemList>(
      await admin.get('/admin/api/curation/items?q=gardener&type=extension'),
    );
    expect(found.items.map((item) => item.extensionId)).toEqual([extension.id]);
    const byId = jsonOf<CurationItemList>(
      await admin.get(`/admin/api/curation/items?q=${extension.id.slice(0, 12)}`),
    );
    expect(byId.items.map((item) => item.extensionId)).toEqual([extension.id]);
    const set = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${extension.id}`,
      payload: { pick: true },
    });
    expect(set.statusCode).toBe(200);
    const detail = jsonOf<Product>(await visitor.get(`/ajax/extensions/${extension.id}`));
    expect(detail.pick).toBe(true);

    const webApp = await createItem(t.database.db, { productType: 'pwa' });
    const count = await logCount();
    const refused = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${webApp.id}`,
      payload: { pick: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorCode(refused)).toBe('WRONG_ITEM_TYPE');
    const missing = await admin.request({
      method: 'PUT',
      url: `/admin/api/curation/picks/${'p'.repeat(32)}`,
      payload: { pick: true },
    });
    expect(errorCode(missing)).toBe('EXTENSION_NOT_FOUND');
    expect(await logCount()).toBe(count);
  });
});
