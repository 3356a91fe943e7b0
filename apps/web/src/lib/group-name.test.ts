import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from '../i18n';
import { shownGroupName } from './group-name';

describe("the default browser group's name", () => {
  it('reads 기본 on Korean pages while it keeps its starting name, and any given name as given', async () => {
    const ko = createI18n('ko', await loadMessages('ko'));
    const en = createI18n('en', await loadMessages('en'));
    expect(shownGroupName(ko.t, 'Default', true)).toBe('기본');
    expect(shownGroupName(en.t, 'Default', true)).toBe('Default');
    expect(shownGroupName(ko.t, 'Default')).toBe('기본');
    expect(shownGroupName(ko.t, '본사', true)).toBe('본사');
    expect(shownGroupName(ko.t, 'Default', false)).toBe('Default');
  });
});
