import { describe, expect, it } from 'vitest';
import { appendHl, appendHlToPath, detectLanguage, readHl, withLanguage } from './language';

describe('language resolution', () => {
  it('prefers a valid hl', () => {
    expect(detectLanguage('?hl=ko', 'en-US')).toBe('ko');
    expect(detectLanguage('?x=1&hl=en', 'ko-KR')).toBe('en');
  });

  it('falls back to the primary subtag of the browser language', () => {
    expect(detectLanguage('', 'ko-KR')).toBe('ko');
    expect(detectLanguage('?hl=fr', 'ko')).toBe('ko');
    expect(detectLanguage('', 'en_GB')).toBe('en');
  });

  it('falls back to English', () => {
    expect(detectLanguage('', 'de-DE')).toBe('en');
    expect(detectLanguage('?hl=', undefined)).toBe('en');
  });

  it('reads only supported hl values', () => {
    expect(readHl('?hl=ko')).toBe('ko');
    expect(readHl(new URLSearchParams('hl=en'))).toBe('en');
    expect(readHl('?hl=KO')).toBeNull();
    expect(readHl('?hl=ja')).toBeNull();
    expect(readHl('')).toBeNull();
  });
});

describe('hl-preserving links', () => {
  it('appends hl to a bare path', () => {
    expect(appendHl('/extensions/new', 'ko')).toBe('/extensions/new?hl=ko');
  });

  it('keeps an existing query and hash as written', () => {
    expect(appendHl('/search/a%20b?type=EXTENSION#top', 'en')).toBe(
      '/search/a%20b?type=EXTENSION&hl=en#top',
    );
    expect(appendHl('/detail/x#reviews', 'ko')).toBe('/detail/x?hl=ko#reviews');
  });

  it('leaves links alone without a current hl or with their own', () => {
    expect(appendHl('/extensions', null)).toBe('/extensions');
    expect(appendHl('/extensions?hl=en', 'ko')).toBe('/extensions?hl=en');
  });

  it('works on location objects', () => {
    expect(appendHlToPath({ pathname: '/wallpapers' }, 'ko')).toEqual({
      pathname: '/wallpapers',
      search: '?hl=ko',
    });
    expect(appendHlToPath({ pathname: '/a', search: '?x=1', hash: '#h' }, 'en')).toEqual({
      pathname: '/a',
      search: '?x=1&hl=en',
      hash: '#h',
    });
    expect(appendHlToPath({ pathname: '/a' }, null)).toEqual({ pathname: '/a' });
  });

  it('switches the language of a query string', () => {
    expect(withLanguage('', 'ko')).toBe('?hl=ko');
    expect(withLanguage('?hl=en&x=1', 'ko')).toBe('?hl=ko&x=1');
  });
});
