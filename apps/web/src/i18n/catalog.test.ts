import { ERROR_CODES, ERRORS } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { errorCatalog, translation } from './index';
import { ko } from './ko';

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
    expect(Object.keys(errorCatalog('ko')).sort()).toEqual([...ERROR_CODES].sort());
    expect(translation('ko', ko).errors.NOT_FOUND).toBe(ERRORS.NOT_FOUND.ko);
    expect(translation('en', en).errors.AGE_LIMIT).toBe(ERRORS.AGE_LIMIT.en);
  });
});
