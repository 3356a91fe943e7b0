import { describe, expect, it } from 'vitest';
import { groupChanges, listDiff, splitList, viewChange, widensAccess } from './review-changes';

describe('review changes', () => {
  it('splits the server’s joined lists', () => {
    expect(splitList('storage, tabs')).toEqual(['storage', 'tabs']);
    expect(splitList(null)).toEqual([]);
    expect(splitList('')).toEqual([]);
  });

  it('tells what a list gained, lost and kept', () => {
    expect(listDiff(['storage', 'tabs'], ['cookies', 'storage'])).toEqual({
      added: ['cookies'],
      removed: ['tabs'],
      kept: ['storage'],
    });
  });

  it('reads per-language texts with their language', () => {
    expect(viewChange({ field: 'description.ko', before: '이전', after: '이후' })).toMatchObject({
      field: 'description',
      locale: 'ko',
      shape: 'text',
      diff: null,
    });
  });

  it('keeps fields it does not know, by their name', () => {
    expect(viewChange({ field: 'support.url', before: null, after: 'x' })).toMatchObject({
      id: 'support.url',
      field: null,
      locale: null,
      shape: 'value',
    });
    // A known name in the wrong form is not mistaken for the known field.
    expect(viewChange({ field: 'version.en', before: '1', after: '2' }).field).toBeNull();
    expect(viewChange({ field: 'name', before: 'a', after: 'b' }).field).toBeNull();
  });

  it('shows images as the images removed and added', () => {
    expect(viewChange({ field: 'icon', before: '/files/a', after: '/files/b' })).toMatchObject({
      shape: 'images',
      diff: { added: ['/files/b'], removed: ['/files/a'], kept: [] },
    });
    expect(
      viewChange({ field: 'slides', before: '/files/1, /files/2', after: '/files/2, /files/3' })
        .diff,
    ).toEqual({ added: ['/files/3'], removed: ['/files/1'], kept: ['/files/2'] });
  });

  it('sorts changes into sections: package, listing, media, texts, other', () => {
    const groups = groupChanges([
      { field: 'name.en', before: 'A', after: 'B' },
      { field: 'regions', before: 'KR', after: 'KR, US' },
      { field: 'whatever', before: null, after: '1' },
      { field: 'slides', before: null, after: '/files/1' },
      { field: 'version', before: '1.0.0', after: '1.1.0' },
      { field: 'description.en', before: 'x', after: 'y' },
      { field: 'permissions', before: 'tabs', after: 'storage, tabs' },
    ]);
    expect(groups.map((group) => [group.group, group.changes.map((change) => change.id)])).toEqual([
      ['package', ['version', 'permissions']],
      ['listing', ['regions']],
      ['media', ['slides']],
      ['texts', ['name.en', 'description.en']],
      ['other', ['whatever']],
    ]);
    expect(groupChanges([])).toEqual([]);
  });

  it('notices an update that asks for more access', () => {
    expect(widensAccess([{ field: 'permissions', before: 'tabs', after: 'storage, tabs' }])).toBe(
      true,
    );
    expect(
      widensAccess([
        { field: 'hostPermissions', before: '<all_urls>, https://a/*', after: 'https://a/*' },
      ]),
    ).toBe(false);
    expect(widensAccess([{ field: 'version', before: '1', after: '2' }])).toBe(false);
  });
});
