import { describe, expect, it } from 'vitest';
import { itemDetail } from '../api/publishing-fixtures';
import {
  readWebAppUrl,
  URL_FIELD_ERRORS,
  validateWebAppDetails,
  WEB_APP_NAME_MAX,
  WEB_APP_SHORT_DESCRIPTION_MAX,
  webAppDetails,
  webAppDetailsPatch,
} from './webapp-form-model';

const pwa = itemDetail({
  productType: 'pwa',
  name: 'Dana Notes',
  shortDescription: 'Quick notes',
  defaultLocale: 'ko',
  texts: [
    {
      locale: 'en',
      name: 'Dana Notes',
      shortDescription: 'Quick notes',
      description: '',
      changeLog: null,
    },
    {
      locale: 'ko',
      name: '다나 노트',
      shortDescription: '빠른 메모',
      description: '',
      changeLog: null,
    },
  ],
});

describe('web app registration model', () => {
  it('reads the limits from the PATCH contract', () => {
    expect(WEB_APP_NAME_MAX).toBe(75);
    expect(WEB_APP_SHORT_DESCRIPTION_MAX).toBe(132);
  });

  it('sends the trimmed URL and leaves every other judgement to the server', () => {
    expect(readWebAppUrl('  https://app.example.com/ ')).toEqual({
      url: 'https://app.example.com/',
    });
    expect(readWebAppUrl('http://plain.example.com')).toEqual({
      url: 'http://plain.example.com',
    });
    expect(readWebAppUrl('   ')).toEqual({ error: 'INVALID_URL_SYNTAX' });
    expect(URL_FIELD_ERRORS.has('DUPLICATED_DOMAIN')).toBe(true);
    expect(URL_FIELD_ERRORS.has('INTERNAL_ERROR')).toBe(false);
  });

  it('pre-fills the texts of the default language', () => {
    expect(webAppDetails(pwa)).toEqual({
      locale: 'ko',
      setsDefaultLocale: false,
      name: '다나 노트',
      shortDescription: '빠른 메모',
    });
  });

  it('falls back to the item’s own texts and sets a default language when it has none', () => {
    const draft = itemDetail({
      productType: 'pwa',
      name: 'Manifest Name',
      shortDescription: null,
      defaultLocale: 'NOT_DEFINED',
      texts: [],
    });
    const details = webAppDetails(draft);
    expect(details).toEqual({
      locale: 'en_US',
      setsDefaultLocale: true,
      name: 'Manifest Name',
      shortDescription: '',
    });
    expect(webAppDetailsPatch({ ...details, shortDescription: ' Notes ' })).toEqual({
      defaultLocale: 'en_US',
      name: { en_US: 'Manifest Name' },
      shortDescription: { en_US: 'Notes' },
    });
  });

  it('saves both texts keyed by the default language', () => {
    expect(webAppDetailsPatch({ ...webAppDetails(pwa), name: '  새 이름 ' })).toEqual({
      name: { ko: '새 이름' },
      shortDescription: { ko: '빠른 메모' },
    });
  });

  it('requires both texts within their lengths', () => {
    const base = webAppDetails(pwa);
    expect(validateWebAppDetails(base)).toEqual({});
    expect(validateWebAppDetails({ ...base, name: ' ', shortDescription: '' })).toEqual({
      name: 'REQUIRED_NAME',
      shortDescription: 'REQUIRED_SHORT_DESCRIPTION',
    });
    expect(
      validateWebAppDetails({
        ...base,
        name: 'n'.repeat(WEB_APP_NAME_MAX + 1),
        shortDescription: 's'.repeat(WEB_APP_SHORT_DESCRIPTION_MAX + 1),
      }),
    ).toEqual({ name: 'TOO_LONG', shortDescription: 'TOO_LONG' });
    expect(
      validateWebAppDetails({
        ...base,
        name: 'n'.repeat(WEB_APP_NAME_MAX),
        shortDescription: 's'.repeat(WEB_APP_SHORT_DESCRIPTION_MAX),
      }),
    ).toEqual({});
  });
});
