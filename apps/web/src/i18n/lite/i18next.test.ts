import { describe, expect, it } from 'vitest';
import { LiteI18n } from './i18next';

function instance() {
  return new LiteI18n().init({
    resources: {
      en: {
        translation: {
          product: { users: '{{value}} users', by: 'by {{name}}' },
          items_one: '{{count}} item',
          items_other: '{{count}} items',
          onlyEnglish: 'English only',
        },
      },
      ko: { translation: { product: { users: '사용자 {{value}}명' } } },
    },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'translation',
  });
}

describe('the small i18next', () => {
  it('reads nested keys and interpolates values', () => {
    const i18n = instance();
    expect(i18n.t('product.users', { value: '1K+' })).toBe('1K+ users');
    expect(i18n.t('product.by', { name: 'Dana' })).toBe('by Dana');
    expect(i18n.t('product.missing')).toBe('product.missing');
  });

  it('picks plural forms by count', () => {
    const i18n = instance();
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 3 })).toBe('3 items');
  });

  it('switches language, tells listeners, and falls back to English', async () => {
    const i18n = instance();
    const heard: string[] = [];
    i18n.on('languageChanged', (language) => heard.push(language));
    expect(i18n.hasResourceBundle('ko', 'translation')).toBe(true);
    await i18n.changeLanguage('ko');
    expect(heard).toEqual(['ko']);
    expect(i18n.language).toBe('ko');
    expect(i18n.t('product.users', { value: 3 })).toBe('사용자 3명');
    expect(i18n.t('onlyEnglish')).toBe('English only');
    i18n.addResourceBundle('ko', 'translation', { onlyEnglish: '한국어' });
    expect(i18n.t('onlyEnglish')).toBe('한국어');
    expect(i18n.t('product.users', { value: 3 })).toBe('사용자 3명');
  });

  it('adds bundles as i18next does: top-level keys replace, deep merges trees', () => {
    const i18n = instance();
    i18n.addResourceBundle('en', 'translation', { product: { by: 'from {{name}}' } });
    expect(i18n.t('product.by', { name: 'Dana' })).toBe('from Dana');
    expect(i18n.t('product.users', { value: 2 })).toBe('product.users');
    expect(i18n.t('onlyEnglish')).toBe('English only');

    const deep = instance();
    deep.addResourceBundle(
      'en',
      'translation',
      { product: { by: 'from {{name}}', new: 'New' } },
      true,
    );
    expect(deep.t('product.by', { name: 'Dana' })).toBe('by Dana');
    expect(deep.t('product.new')).toBe('New');
    expect(deep.t('product.users', { value: 2 })).toBe('2 users');
    deep.addResourceBundle('en', 'translation', { product: { by: 'from {{name}}' } }, true, true);
    expect(deep.t('product.by', { name: 'Dana' })).toBe('from Dana');
    expect(deep.t('product.users', { value: 2 })).toBe('2 users');

    deep.addResourceBundle('fr', 'translation', { onlyEnglish: 'Seulement' }, true);
    expect(deep.hasResourceBundle('fr', 'translation')).toBe(true);
  });
});
