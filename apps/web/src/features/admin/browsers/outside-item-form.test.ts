import { CHROME_WEB_STORE_UPDATE_URL, type OutsideItem } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  checkOutsideDraft,
  draftSource,
  outsideCreateOf,
  outsideDraftOf,
  outsidePatchOf,
} from './outside-item-form';
import { matchOutsideItems } from './outside-item-search';

const ID = 'kbfnbcaeplbcioakkpcpgfkobkghlhen';
const ITEM: OutsideItem = {
  extensionId: ID,
  updateUrl: CHROME_WEB_STORE_UPDATE_URL,
  source: 'Chrome Web Store',
  name: 'Grammar helper',
  nameKo: '문법 도우미',
  description: 'Checks your writing.',
  descriptionKo: null,
  icon: null,
  pageUrl: null,
  blocked: false,
  groupCount: 2,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
};

describe('the form of an item from elsewhere', () => {
  it('starts a new item on the Chrome Web Store, whose name visitors see as the source', () => {
    const draft = outsideDraftOf(null);
    expect(draft.updateUrl).toBe(CHROME_WEB_STORE_UPDATE_URL);
    expect(draftSource(draft)).toBe('Chrome Web Store');
    expect(draftSource({ ...draft, updateUrl: 'https://updates.example.com/x.xml' })).toBe(
      'updates.example.com',
    );
    expect(draftSource({ ...draft, updateUrl: 'http://updates.example.com/x.xml' })).toBeNull();
  });

  it('marks a bad id, a non-local http URL, a missing name and a page that is not a web address', () => {
    expect(
      checkOutsideDraft({
        ...outsideDraftOf(null),
        extensionId: 'xyz',
        updateUrl: 'http://updates.example.com/crx',
        name: '  ',
        pageUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      extensionId: 'idInvalid',
      updateUrl: 'updateUrlInvalid',
      name: 'nameRequired',
      pageUrl: 'pageUrlInvalid',
    });
    expect(
      checkOutsideDraft({
        ...outsideDraftOf(null),
        extensionId: ID,
        updateUrl: 'http://localhost:8080/updates.xml',
        name: 'Local',
      }),
    ).toEqual({});
  });

  it('sends a new item whole, with blank Korean texts as none, and a change with only what differs', () => {
    const draft = {
      ...outsideDraftOf(null),
      extensionId: ` ${ID} `,
      name: ' Grammar ',
      nameKo: ' ',
    };
    expect(outsideCreateOf(draft)).toMatchObject({
      extensionId: ID,
      name: 'Grammar',
      nameKo: null,
    });
    const edited = { ...outsideDraftOf(ITEM), nameKo: '', blocked: true };
    expect(outsidePatchOf(edited, ITEM)).toEqual({ nameKo: null, blocked: true });
    expect(outsidePatchOf(outsideDraftOf(ITEM), ITEM)).toEqual({});
  });

  it("finds items by either language's name or id, leaving out those the group has", () => {
    const other = { ...ITEM, extensionId: 'a'.repeat(32), name: 'Dark pages', nameKo: null };
    expect(matchOutsideItems([ITEM, other], '문법', () => false)).toEqual([ITEM]);
    expect(matchOutsideItems([ITEM, other], 'AAAA', () => false)).toEqual([other]);
    expect(matchOutsideItems([ITEM, other], '', (id) => id === ID)).toEqual([other]);
  });
});
