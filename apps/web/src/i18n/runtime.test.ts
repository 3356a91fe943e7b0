import { describe, expect, it } from 'vitest';
import { createTranslator, type TranslationKey } from './runtime';

const english = {
  product: { users: '{{value}} users', by: 'by {{name}}' },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  onlyEnglish: 'English only',
  counter: '{{count}} / {{max}}',
};

type Messages = typeof english;

function translator(language = 'en') {
  return createTranslator<Messages>({
    language,
    fallbackLanguage: 'en',
    messages: {
      en: english,
      ko: { product: { users: '사용자 {{value}}명' }, items_other: '항목 {{count}}개' },
    },
  });
}

describe('the translator', () => {
  it('reads nested keys and fills in values', () => {
    const i18n = translator();
    expect(i18n.t('product.users', { value: '1K+' })).toBe('1K+ users');
    expect(i18n.t('product.by', { name: 'Dana' })).toBe('by Dana');
    expect(i18n.t('counter', { count: 3, max: 10 })).toBe('3 / 10');
  });

  it('leaves a placeholder without a value as written, and a missing key as the key', () => {
    const i18n = translator();
    expect(i18n.t('product.by')).toBe('by {{name}}');
    expect(i18n.t('product.by', { other: 'x' })).toBe('by {{name}}');
    const untyped = i18n.t as (key: string) => string;
    expect(untyped('product.missing')).toBe('product.missing');
    expect(untyped('product')).toBe('product');
    expect(untyped('toString')).toBe('toString');
  });

  it('picks plural forms by the rules of the language', () => {
    const i18n = translator();
    expect(i18n.t('items', { count: 1 })).toBe('1 item');
    expect(i18n.t('items', { count: 0 })).toBe('0 items');
    expect(i18n.t('items', { count: 3 })).toBe('3 items');
    // Korean has one form, "other", for every count.
    i18n.changeLanguage('ko');
    expect(i18n.t('items', { count: 1 })).toBe('항목 1개');
  });

  it('reads a text missing in the language in the fallback language', () => {
    const i18n = translator('ko');
    expect(i18n.t('product.users', { value: 3 })).toBe('사용자 3명');
    expect(i18n.t('onlyEnglish')).toBe('English only');
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('product.missing')).toBe(false);
  });

  it('merges added messages into what is there, a new text replacing the old', () => {
    const i18n = translator();
    i18n.addMessages('en', { product: { by: 'from {{name}}' }, extra: { title: 'Extra' } });
    expect(i18n.t('product.by', { name: 'Dana' })).toBe('from Dana');
    expect(i18n.t('product.users', { value: 2 })).toBe('2 users');
    expect((i18n.t as (key: string) => string)('extra.title')).toBe('Extra');
    i18n.addMessages('fr', { onlyEnglish: 'Seulement' });
    i18n.changeLanguage('fr');
    expect(i18n.t('onlyEnglish')).toBe('Seulement');
    expect(i18n.t('product.by', { name: 'Dana' })).toBe('from Dana');
  });

  it('never changes the catalogs it was given', () => {
    const base = { product: { by: 'by {{name}}' } };
    const i18n = createTranslator<typeof base>({
      language: 'en',
      fallbackLanguage: 'en',
      messages: { en: base },
    });
    i18n.addMessages('en', { product: { by: 'from {{name}}' } });
    expect(base.product.by).toBe('by {{name}}');
  });

  it('switches language and tells subscribers until they stop', () => {
    const i18n = translator();
    const heard: string[] = [];
    const stop = i18n.subscribe(() => heard.push(i18n.language));
    i18n.changeLanguage('ko');
    i18n.changeLanguage('ko');
    expect(i18n.language).toBe('ko');
    expect(heard).toEqual(['ko']);
    stop();
    i18n.changeLanguage('en');
    expect(heard).toEqual(['ko']);
    expect(i18n.t('product.users', { value: 3 })).toBe('3 users');
  });

  it('keeps instances apart: language, messages and subscribers', () => {
    const english = translator('en');
    const korean = translator('ko');
    let heard = 0;
    english.subscribe(() => {
      heard += 1;
    });
    korean.changeLanguage('en');
    korean.addMessages('en', { onlyEnglish: 'Changed' });
    expect(heard).toBe(0);
    expect(english.language).toBe('en');
    expect(english.t('onlyEnglish')).toBe('English only');
    expect(korean.t('onlyEnglish')).toBe('Changed');
  });
});

describe('the translator types', () => {
  it('accept only keys of the catalog, plural texts by their base name with a count', () => {
    const i18n = translator();
    const option = 'users' as 'users' | 'by';
    expect(i18n.t(`product.${option}`, { value: 1, name: 'A' })).toBe('1 users');
    const keys: TranslationKey<Messages>[] = ['items', 'product.by', 'counter'];
    expect(keys).toHaveLength(3);
    const typeChecks = () => {
      // @ts-expect-error not a key of the catalog
      i18n.t('product.missing');
      // @ts-expect-error a group is not a text
      i18n.t('product');
      // @ts-expect-error plural forms are addressed by their base name
      i18n.t('items_one', { count: 1 });
      // @ts-expect-error a plural text needs its count
      i18n.t('items');
      // @ts-expect-error the count of a plural text is a number
      i18n.t('items', { count: '1' });
      // @ts-expect-error one value of the template makes no key
      i18n.t(`product.${option as 'users' | 'missing'}`);
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
