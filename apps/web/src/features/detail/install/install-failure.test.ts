import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { createI18n, loadArea } from '../../../i18n/index';
import { ko } from '../../../i18n/ko';
import { explainInstallFailure } from './install-failure';
import { NO_COMPANION, NO_PACKAGE } from './install-machine';

describe('what the install error dialog says', () => {
  it('says a timeout in minutes, keeps its code and leaves the raw message out', () => {
    const explained = explainInstallFailure(
      {
        code: 'INSTALL_TIMEOUT',
        message: 'npkeajeaknbelbmpcpmcjjbbobomjlbh was not installed within 120000 ms.',
      },
      120_000,
    );
    expect(explained).toEqual({
      words: { key: 'timeout', minutes: 2 },
      code: 'INSTALL_TIMEOUT',
      detail: null,
    });
  });

  it("keeps the browser's own message where the words cannot say it all", () => {
    expect(
      explainInstallFailure(
        { code: 'FAILED', message: ' Package is invalid: CRX_HEADER_INVALID ' },
        1,
      ),
    ).toEqual({
      words: { key: 'browserError' },
      code: 'FAILED',
      detail: 'Package is invalid: CRX_HEADER_INVALID',
    });
    expect(explainInstallFailure({ code: 'SOMETHING_NEW', message: '' }, 1)).toEqual({
      words: { key: 'browserError' },
      code: 'SOMETHING_NEW',
      detail: null,
    });
  });

  it("names the companion's and the policy's refusals in words", () => {
    const words = (code: string) => explainInstallFailure({ code, message: 'x' }, 1).words.key;
    expect(words('NOT_INSTALLED')).toBe('notInstalled');
    expect(words('NOT_ALLOWED')).toBe('notAllowed');
    expect(words('INVALID_MESSAGE')).toBe('companionOutdated');
  });

  it('shows no code for reasons the page found itself', () => {
    expect(explainInstallFailure({ code: NO_PACKAGE, message: '' }, 1)).toMatchObject({
      words: { key: 'noPackage' },
      code: null,
    });
    expect(explainInstallFailure({ code: NO_COMPANION, message: '' }, 1).code).toBeNull();
  });

  it('has the words in English and Korean', async () => {
    for (const language of ['en', 'ko'] as const) {
      const i18n = language === 'ko' ? createI18n('ko', ko) : createI18n('en', en);
      await loadArea('store', i18n);
      const text = i18n.t('install.failure.timeout', { count: 2 });
      expect(text).toMatch(language === 'en' ? /within 2 minutes/ : /2분 안에/);
    }
  });
});
