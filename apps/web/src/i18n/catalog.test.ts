import { ERROR_CODES, ERRORS } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { admin as adminEn } from './areas/admin.en';
import { admin as adminKo } from './areas/admin.ko';
import { developers as developersEn } from './areas/developers.en';
import { developers as developersKo } from './areas/developers.ko';
import { errors as errorsEn } from './areas/errors.en';
import { errors as errorsKo } from './areas/errors.ko';
import { store as storeEn } from './areas/store.en';
import { store as storeKo } from './areas/store.ko';
import { en as enBase } from './en';
import { changeLanguage, createI18n, hasArea, loadArea } from './index';
import { ko as koBase } from './ko';

// Whole catalogs, areas included, so the key checks cover the areas too.
const en = {
  ...enBase,
  developers: developersEn,
  admin: adminEn,
  errors: errorsEn,
  store: storeEn,
};
const ko = {
  ...koBase,
  developers: developersKo,
  admin: adminKo,
  errors: errorsKo,
  store: storeKo,
};

function leafPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string'
      ? [`${prefix}${key}`]
      : leafPaths(child as object, `${prefix}${key}.`),
  );
}

describe('catalogs', () => {
  it('has every English key in Korean, none empty', () => {
    expect(leafPaths(ko).sort()).toEqual(leafPaths(en).sort());
    for (const path of leafPaths(ko)) {
      const text = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ko);
      expect(text, path).not.toBe('');
    }
  });

  it('takes every error message from the contract', () => {
    for (const [errors, language] of [
      [errorsKo, 'ko'],
      [errorsEn, 'en'],
    ] as const) {
      expect(Object.keys(errors).sort()).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) expect(errors[code]).toBe(ERRORS[code][language]);
    }
  });

  it('keeps the area messages out of the base catalogs', () => {
    expect(Object.keys(enBase)).not.toContain('developers');
    expect(Object.keys(enBase)).not.toContain('admin');
    expect(Object.keys(enBase)).not.toContain('errors');
    expect(Object.keys(enBase)).not.toContain('wallpapers');
  });

  it('gives the store pages keys the first page does not have, and none twice', () => {
    for (const [base, store] of [
      [enBase, storeEn],
      [koBase, storeKo],
    ] as const) {
      const baseKeys = new Set(leafPaths(base));
      for (const key of leafPaths(store)) expect(baseKeys.has(key), key).toBe(false);
    }
  });
});

describe('area messages', () => {
  function started() {
    return createI18n('en', enBase);
  }

  it('merge into the namespace when their area is entered, next to the base messages', async () => {
    const instance = started();
    expect(instance.exists('admin.title')).toBe(false);
    await loadArea('admin', instance);
    expect(instance.t('admin.title')).toBe(adminEn.title);
    expect(instance.t('common.retry')).toBe(enBase.common.retry);
    expect(instance.exists('developers.title')).toBe(false);
  });

  it('load in the new language with its catalog when the language changes', async () => {
    const instance = started();
    await loadArea('developers', instance);
    await changeLanguage(instance, 'ko');
    expect(instance.language).toBe('ko');
    expect(instance.t('developers.title')).toBe(developersKo.title);
    expect(instance.t('common.retry')).toBe(koBase.common.retry);
    expect(instance.exists('admin.title')).toBe(false);

    await loadArea('admin', instance);
    await changeLanguage(instance, 'en');
    expect(instance.t('admin.title')).toBe(adminEn.title);
    expect(instance.t('developers.title')).toBe(developersEn.title);
  });

  it('load in the new language when the area is entered during a switch', async () => {
    const instance = started();
    const switching = changeLanguage(instance, 'ko');
    const entering = loadArea('admin', instance);
    await Promise.all([switching, entering]);
    expect(instance.language).toBe('ko');
    expect(instance.t('admin.title')).toBe(adminKo.title);
  });

  it('bring the error messages in the language shown, and again after a switch', async () => {
    const instance = started();
    expect(hasArea('errors', instance)).toBe(false);
    await loadArea('errors', instance);
    expect(hasArea('errors', instance)).toBe(true);
    expect(instance.t('errors.NOT_FOUND')).toBe(ERRORS.NOT_FOUND.en);
    await changeLanguage(instance, 'ko');
    expect(hasArea('errors', instance)).toBe(true);
    expect(instance.t('errors.NOT_FOUND')).toBe(ERRORS.NOT_FOUND.ko);
  });

  it('merge the store pages messages beside the base ones', async () => {
    const instance = started();
    await loadArea('store', instance);
    expect(instance.t('product.users', { value: 3 })).toBe('3 users');
    expect(instance.t('product.downloads')).toBe(storeEn.product.downloads);
    await changeLanguage(instance, 'ko');
    expect(instance.t('wallpapers.title')).toBe(storeKo.wallpapers.title);
    expect(instance.t('product.rating', { score: 4 })).toBe('5점 만점에 4점');
  });
});
