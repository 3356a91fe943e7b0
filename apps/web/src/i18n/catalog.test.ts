import { ERROR_CODES, ERRORS } from '@lagoon/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { admin as adminEn } from './areas/admin.en';
import { admin as adminKo } from './areas/admin.ko';
import { developers as developersEn } from './areas/developers.en';
import { developers as developersKo } from './areas/developers.ko';
import { en as enBase } from './en';
import { changeLanguage, loadArea } from './index';
import { ko as koBase } from './ko';

// Whole catalogs, areas included, so the key checks cover the areas too.
const en = { ...enBase, developers: developersEn, admin: adminEn };
const ko = { ...koBase, developers: developersKo, admin: adminKo };

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
    for (const [catalog, language] of [
      [koBase, 'ko'],
      [enBase, 'en'],
    ] as const) {
      expect(Object.keys(catalog.errors).sort()).toEqual([...ERROR_CODES].sort());
      for (const code of ERROR_CODES) expect(catalog.errors[code]).toBe(ERRORS[code][language]);
    }
  });

  it('keeps the area messages out of the base catalogs', () => {
    expect(Object.keys(enBase)).not.toContain('developers');
    expect(Object.keys(enBase)).not.toContain('admin');
  });
});

describe('area messages', () => {
  function started() {
    const instance = i18next.createInstance();
    instance.init({
      resources: { en: { translation: { ...enBase } } },
      lng: 'en',
      fallbackLng: 'en',
      initAsync: false,
    });
    return instance;
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
});
