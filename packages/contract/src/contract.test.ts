import { describe, expect, it } from 'vitest';
import { CREATOR_NAME_MAX, isChildAge, isExtensionId } from './constants.js';
import { CreatorInput, Product } from './entities.js';
import {
  EXTENSION_FILTERS,
  isUnset,
  LOCALE_CODES,
  normalizeVisibility,
  productTypeOf,
  REGION_CODES,
  resolveLanguage,
} from './enums.js';
import { ERROR_CODES, ERRORS } from './errors.js';
import { abbreviateCount, readProvider } from './format.js';

describe('contract', () => {
  it('reads NOT_DEFINED and unknown visibility as TRUSTED_TESTER', () => {
    expect(normalizeVisibility('NOT_DEFINED')).toBe('TRUSTED_TESTER');
    expect(normalizeVisibility(undefined)).toBe('TRUSTED_TESTER');
    expect(normalizeVisibility('LISTING')).toBe('LISTING');
    const status = Product.shape.status;
    expect(status.decode('NOT_DEFINED')).toBe('TRUSTED_TESTER');
  });

  it('picks the language from hl, then the browser, then English', () => {
    expect(resolveLanguage('ko', 'en-US')).toBe('ko');
    expect(resolveLanguage('fr', 'ko-KR')).toBe('ko');
    expect(resolveLanguage(undefined, 'de-DE')).toBe('en');
    expect(resolveLanguage(null)).toBe('en');
  });

  it('reads a theme, a sidebar item or an extension from a manifest', () => {
    expect(productTypeOf({ theme: { colors: {} } })).toBe('theme');
    expect(productTypeOf({ sidebar_action: { default_page: 'panel.html' } })).toBe('sidebar');
    expect(productTypeOf({ name: 'Word Counter' })).toBe('extension');
  });

  it('abbreviates counts with K+, M+ and B+', () => {
    expect(abbreviateCount(999)).toBe('999');
    expect(abbreviateCount(1_500)).toBe('1K+');
    expect(abbreviateCount(12_345_678)).toBe('12M+');
    expect(abbreviateCount(3_000_000_000)).toBe('3B+');
  });

  it('reads NAVER,WHALE as NAVER by Whale', () => {
    expect(readProvider('NAVER,WHALE')).toEqual({ provider: 'NAVER', byWhale: true });
    expect(readProvider('CONTEST')).toEqual({ provider: 'CONTEST', byWhale: false });
    expect(readProvider(null)).toEqual({ provider: null, byWhale: false });
  });

  it('counts not_defined as empty', () => {
    expect(isUnset('not_defined')).toBe(true);
    expect(isUnset('NOT_DEFINED')).toBe(true);
    expect(isUnset(' ')).toBe(true);
    expect(isUnset('en')).toBe(false);
  });

  it('has twelve filters, about 55 regions and the listed locales', () => {
    expect(EXTENSION_FILTERS).toHaveLength(12);
    expect(REGION_CODES.length).toBeGreaterThanOrEqual(50);
    expect(LOCALE_CODES).toEqual(
      expect.arrayContaining([
        'ar',
        'de',
        'en',
        'en_GB',
        'en_US',
        'es_419',
        'ko',
        'pt_BR',
        'zh_CN',
        'zh_TW',
      ]),
    );
  });

  it('gives every error code a message in English and Korean', () => {
    for (const code of ERROR_CODES) {
      expect(ERRORS[code].en.length, code).toBeGreaterThan(3);
      expect(ERRORS[code].ko.length, code).toBeGreaterThan(3);
      expect(ERRORS[code].status, code).toBeGreaterThanOrEqual(400);
    }
    for (const code of [
      'INVALID_URL_SYNTAX',
      'ONLY_SUPPORT_START_WITH_HTTPS_',
      'DUPLICATED_DOMAIN',
      'CAN_T_CONNECT_TO_URL',
    ]) {
      expect(ERROR_CODES).toContain(code);
    }
  });

  it('validates the creator form with the contract’s limits', () => {
    const valid = {
      name: 'Dana Studio',
      email: 'dana@example.com',
      homepage: 'https://dana.example',
      isAgreeToTerms: true,
      isAgreeToDevelopersTerms: true,
    } as const;
    expect(CreatorInput.safeParse(valid).success).toBe(true);
    expect(CreatorInput.safeParse({ ...valid, homepage: '' }).success).toBe(true);
    const tooLong = CreatorInput.safeParse({ ...valid, name: 'x'.repeat(CREATOR_NAME_MAX + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe('creator.name.max');
    expect(
      CreatorInput.safeParse({ ...valid, email: 'not-an-email' }).error?.issues[0]?.message,
    ).toBe('creator.email.invalid');
    expect(CreatorInput.safeParse({ ...valid, homepage: 'ftp://x.example' }).success).toBe(false);
    expect(CreatorInput.safeParse({ ...valid, isAgreeToTerms: false }).success).toBe(false);
  });

  it('knows a child and an item id', () => {
    expect(isChildAge(10)).toBe(true);
    expect(isChildAge(14)).toBe(false);
    expect(isChildAge(0)).toBe(false);
    expect(isExtensionId('abcdefghijklmnopabcdefghijklmnop')).toBe(true);
    expect(isExtensionId('abcdefghijklmnopabcdefghijklmnoq')).toBe(false);
  });
});
