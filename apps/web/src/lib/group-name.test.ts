import { describe, expect, it } from 'vitest';
import { createI18n, loadMessages } from '../i18n';
import { shownGroupDescription, shownGroupName } from './group-name';

describe("the default browser group's name", () => {
  it('reads 기본 on Korean pages while it keeps its starting name, and any given name as given', async () => {
    const ko = createI18n('ko', await loadMessages('ko'));
    const en = createI18n('en', await loadMessages('en'));
    expect(shownGroupName(ko.t, 'Default', true)).toBe('기본');
    expect(shownGroupName(en.t, 'Default', true)).toBe('Default');
    expect(shownGroupName(ko.t, 'Default')).toBe('기본');
    expect(shownGroupName(ko.t, '본사', true)).toBe('본사');
    expect(shownGroupName(ko.t, 'Default', false)).toBe('Default');
    const description = 'Browsers whose policy names no other group.';
    expect(shownGroupDescription(ko.t, { description, isDefault: true })).toBe(
      '정책에 다른 그룹이 지정되지 않은 브라우저입니다.',
    );
    expect(shownGroupDescription(en.t, { description, isDefault: true })).toBe(description);
    expect(shownGroupDescription(ko.t, { description: '본사 PC', isDefault: true })).toBe(
      '본사 PC',
    );
  });
});
