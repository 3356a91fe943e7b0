// @vitest-environment happy-dom
import { act, createElement, memo, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mount } from '../test/dom';
import { en } from './en';
import { type AppTranslator, changeLanguage, createI18n, type Translate } from './index';
import { ko } from './ko';
import { I18nProvider, useTranslation } from './react';

function Retry() {
  const { t } = useTranslation();
  return createElement('button', { type: 'button' }, t('common.retry'));
}

/** Memoised: it renders again only when the `t` it is given is a new function. */
const Caption = memo(function Caption({ t }: { t: Translate }) {
  return createElement('p', null, t('common.close'));
});

function Page() {
  const { t, i18n } = useTranslation();
  return createElement(
    'main',
    { lang: i18n.language },
    createElement(Retry),
    createElement(Caption, { t }),
  );
}

function inProvider(i18n: AppTranslator, children: ReactNode) {
  return createElement(I18nProvider, { i18n }, children);
}

describe('useTranslation', () => {
  it('renders texts in the language of its provider', () => {
    const container = mount(inProvider(createI18n('ko', ko), createElement(Page)));
    expect(container.querySelector('button')?.textContent).toBe(ko.common.retry);
    expect(container.querySelector('main')?.getAttribute('lang')).toBe('ko');
  });

  it('renders again, memoised children included, when the language changes', async () => {
    const i18n = createI18n('en', en);
    const container = mount(inProvider(i18n, createElement(Page)));
    expect(container.querySelector('button')?.textContent).toBe(en.common.retry);
    expect(container.querySelector('p')?.textContent).toBe(en.common.close);

    await act(() => changeLanguage(i18n, 'ko'));
    expect(container.querySelector('button')?.textContent).toBe(ko.common.retry);
    expect(container.querySelector('p')?.textContent).toBe(ko.common.close);
    expect(container.querySelector('main')?.getAttribute('lang')).toBe('ko');
  });

  it('reads the nearest provider, so two languages render side by side', () => {
    const english = createI18n('en', en);
    const korean = createI18n('ko', ko);
    const html = renderToString(
      createElement(
        'div',
        null,
        inProvider(english, createElement(Retry)),
        inProvider(korean, createElement(Retry)),
      ),
    );
    expect(html).toContain(`>${en.common.retry}</button>`);
    expect(html).toContain(`>${ko.common.retry}</button>`);
    // Rendering changed neither translator's language.
    expect([english.language, korean.language]).toEqual(['en', 'ko']);
  });

  it('leaves one provider as it is when another changes language', async () => {
    const english = createI18n('en', en);
    const korean = createI18n('ko', ko);
    const first = mount(inProvider(english, createElement(Retry)));
    const second = mount(inProvider(korean, createElement(Retry)));
    await act(() => changeLanguage(korean, 'en'));
    expect(second.textContent).toBe(en.common.retry);
    expect(first.textContent).toBe(en.common.retry);
    await act(() => changeLanguage(english, 'ko'));
    expect(first.textContent).toBe(ko.common.retry);
    expect(second.textContent).toBe(en.common.retry);
  });

  it('refuses to render outside a provider instead of reading another translator', () => {
    expect(() => renderToString(createElement(Retry))).toThrow(/I18nProvider/);
  });
});
