import type { ListingText } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { itemDetail, packageInfo } from '../api/publishing-fixtures';
import {
  asksForChangeLog,
  changeLogMissing,
  keepPreviousChangeLog,
  keepsPreviousChangeLog,
  previousChangeLogs,
} from './change-log';
import { afterEdit } from './editor-feedback';
import { editorStateFromItem } from './editor-model';

function text(locale: ListingText['locale'], changeLog: string | null, previous?: string | null) {
  return {
    locale,
    name: 'Tab Tidy',
    shortDescription: null,
    description: 'Keeps tabs tidy.',
    changeLog,
    ...(previous === undefined ? {} : { previousChangeLog: previous }),
  };
}

/** A published item whose draft carries version 1.1.0, its change log cleared by the upload. */
const update = itemDetail({
  defaultLocale: 'en',
  package: packageInfo('b', '1.1.0'),
  publishedPackage: packageInfo('a', '1.0.0'),
  texts: [text('en', null, 'First release.'), text('ko', null, '첫 출시.')],
});

describe('the change log of a new version', () => {
  it('is asked for only when the draft carries a new package', () => {
    expect(asksForChangeLog(update)).toBe(true);
    expect(asksForChangeLog(itemDetail({ package: packageInfo('a', '1.0.0') }))).toBe(false);
    expect(previousChangeLogs(update)).toEqual({ en: 'First release.', ko: '첫 출시.' });
  });

  it('needs a new text or the previous one kept before review', () => {
    const state = editorStateFromItem(update);
    expect(changeLogMissing(state, update, false)).toBe(true);
    expect(changeLogMissing(state, update, true)).toBe(false);
    const written = {
      ...state,
      texts: { ...state.texts, en: { ...state.texts.en!, changeLog: 'Faster.' } },
    };
    expect(changeLogMissing(written, update, false)).toBe(false);
    // A first version is not asked.
    expect(changeLogMissing(state, itemDetail({ package: packageInfo('a', '1.0.0') }), false)).toBe(
      false,
    );
  });

  it('keeps the previous change log in every language, and lets it go again', () => {
    const state = editorStateFromItem(update);
    const kept = keepPreviousChangeLog(state, previousChangeLogs(update), true);
    expect(kept.texts.en?.changeLog).toBe('First release.');
    expect(kept.texts.ko?.changeLog).toBe('첫 출시.');
    const released = keepPreviousChangeLog(kept, previousChangeLogs(update), false);
    expect(released.texts.en?.changeLog).toBe('');
    expect(released.texts.ko?.changeLog).toBe('');
  });

  it('reads a saved draft that kept it as kept', () => {
    const saved = itemDetail({
      ...update,
      texts: [text('en', 'First release.', 'First release.'), text('ko', '첫 출시.', '첫 출시.')],
    });
    expect(keepsPreviousChangeLog(saved)).toBe(true);
    expect(keepsPreviousChangeLog(update)).toBe(false);
  });
});

describe('the form’s notice', () => {
  it('goes once the field it named is changed', () => {
    const errors = {
      category: { code: 'REQUIRED_CATEGORY' as const },
      icon: { code: 'REQUIRED_ICON' as const },
    };
    const notice = { text: 'Select a category.', field: 'category' };
    const after = afterEdit(errors, notice, 'category');
    expect(after.notice).toBeNull();
    expect(after.errors).toEqual({ icon: { code: 'REQUIRED_ICON' } });
    // Another field's change leaves the notice about the category.
    expect(afterEdit(errors, notice, 'regions').notice).toBe(notice);
    expect(afterEdit(errors, notice, undefined)).toEqual({ errors, notice });
  });
});
