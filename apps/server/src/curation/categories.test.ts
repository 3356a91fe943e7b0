import type {
  AdminCategory,
  AdminCategoryList,
  ApiErrorBody,
  Category,
  Product,
} from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { jsonOf } from '../test/app.js';
import { createTheme } from '../test/catalog-factories.js';
import { admin, errorCode, logCount, t, useCurationApp, visitor } from '../test/curation-app.js';
import { createItem } from '../test/factories.js';

useCurationApp();

describe('categories', () => {
  const publicCategories = async (type: string, hl = 'en') =>
    jsonOf<Category[]>(await visitor.get(`/ajax/categories/${type}?hl=${hl}`));
  const create = (type: string, code: string, nameEn: string, nameKo: string) =>
    admin.post('/admin/api/curation/categories', { type, code, nameEn, nameKo });

  it('creates, renames and reorders categories; the store follows at once', async () => {
    const before = (await publicCategories('theme')).map((entry) => entry.code);
    expect(before).toContain('nature');
    const created = await create('theme', 'ocean', 'Ocean', '바다');
    expect(created.statusCode, created.body).toBe(201);
    expect(jsonOf<AdminCategory>(created)).toMatchObject({
      position: before.length,
      listingCount: 0,
    });
    expect((await publicCategories('theme')).map((entry) => entry.code)).toEqual([
      ...before,
      'ocean',
    ]);
    const duplicate = await create('theme', 'nature', 'Nature again', '자연');
    expect(duplicate.statusCode).toBe(409);
    expect(errorCode(duplicate)).toBe('CATEGORY_EXISTS');
    const badCode = await create('theme', 'Ocean Deep', 'Deep', '심해');
    expect(jsonOf<ApiErrorBody>(badCode).error.fields?.[0]).toMatchObject({
      field: 'code',
      code: 'admin.curation.category.code.invalid',
    });

    // A wallpaper filed under "nature" shows the category's name, cached answers included.
    const theme = await createTheme(t.database.db);
    const detail = async (hl: string) =>
      jsonOf<Product>(await visitor.get(`/ajax/extensions/${theme.id}?hl=${hl}`));
    expect((await detail('ko')).category?.name).toBe('자연');
    const renamed = await admin.patch('/admin/api/curation/categories/theme/nature', {
      nameKo: '풍경',
      reason: 'Clearer',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(jsonOf<AdminCategory>(renamed).nameKo).toBe('풍경');
    expect(jsonOf<AdminCategory>(renamed).listingCount).toBeGreaterThan(0);
    expect((await detail('ko')).category?.name).toBe('풍경');
    expect((await publicCategories('theme', 'ko')).map((entry) => entry.name)).toContain('풍경');

    const order = ['ocean', ...before];
    const reordered = await admin.post('/admin/api/curation/categories/theme/reorder', {
      codes: order,
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(jsonOf<AdminCategoryList>(reordered).items.map((entry) => entry.code)).toEqual(order);
    expect((await publicCategories('theme')).map((entry) => entry.code)).toEqual(order);
  });

  it('deletes a category only when no listing uses it', async () => {
    expect((await create('app', 'gadgets', 'Gadgets', '가젯')).statusCode).toBe(201);
    expect((await create('extension', 'gadgets', 'Gadgets', '가젯')).statusCode).toBe(201);
    // A web app filed under "gadgets" holds the app category, not the extension one.
    await createItem(t.database.db, { productType: 'pwa', category: 'gadgets' });
    const count = await logCount();
    const inUse = await admin.request({
      method: 'DELETE',
      url: '/admin/api/curation/categories/app/gadgets',
      payload: {},
    });
    expect(inUse.statusCode).toBe(409);
    expect(errorCode(inUse)).toBe('CATEGORY_IN_USE');
    expect((await publicCategories('app')).map((entry) => entry.code)).toContain('gadgets');
    expect(await logCount()).toBe(count);

    const unused = await admin.request({
      method: 'DELETE',
      url: '/admin/api/curation/categories/extension/gadgets',
      payload: { reason: 'Unused' },
    });
    expect(unused.statusCode, unused.body).toBe(200);
    expect((await publicCategories('extension')).map((entry) => entry.code)).not.toContain(
      'gadgets',
    );
    const missing = await admin.request({
      method: 'DELETE',
      url: '/admin/api/curation/categories/extension/gadgets',
    });
    expect(missing.statusCode).toBe(404);
  });
});
