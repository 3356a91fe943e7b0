import { ItemPatch } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { itemDetail, packageInfo } from '../api/publishing-fixtures';
import {
  addLocale,
  buildPatch,
  type EditorState,
  editorStateFromItem,
  hasPackageUpdate,
  isEmptyPatch,
  NOT_DEFINED,
  removeLocale,
  setDefaultLocale,
  setText,
  toggleRegion,
} from './editor-model';
import { fieldErrorsFromIssues, firstInvalidField, missingForReview } from './editor-problems';
import {
  addSlide,
  canAddImage,
  canAddSlide,
  describeSizes,
  isAcceptedImageSize,
  moveInList,
  moveSlide,
  removeSlide,
  slidesIn,
} from './media-model';

const SLIDE = (n: number) => `/files/slide-${n}.png`;

function slide(url: string, locale: 'en' | 'ko' | null) {
  return { url, locale, width: 1280, height: 800, createAt: '2026-11-01T10:00:00.000Z' };
}

function listing(overrides: Parameters<typeof itemDetail>[0] = {}) {
  return itemDetail({
    defaultLocale: 'en',
    category: { code: 'productivity', name: 'Productivity' },
    icon: '/files/icon.png',
    images: ['/files/promo.png'],
    slides: [slide(SLIDE(1), null)],
    texts: [
      {
        locale: 'en',
        name: 'Tab Tidy',
        shortDescription: null,
        description: 'Keeps tabs tidy.',
        changeLog: null,
      },
    ],
    ...overrides,
  });
}

/** A complete listing, ready for review. */
function ready(): EditorState {
  return editorStateFromItem(listing());
}

describe('editor state from the item', () => {
  it('reads the listing, treating not_defined values as not chosen', () => {
    const state = editorStateFromItem(
      listing({
        defaultLocale: 'NOT_DEFINED',
        category: { code: 'not_defined', name: '' },
        regions: [],
        status: 'UNLISTED',
      }),
    );
    expect(state.defaultLocale).toBe(NOT_DEFINED);
    expect(state.category).toBeNull();
    expect(state.regions).toEqual(['all']);
    expect(state.status).toBe('UNLISTED');
    expect(state.locales).toEqual(['en']);
    expect(state.texts.en).toEqual({
      name: 'Tab Tidy',
      shortDescription: '',
      description: 'Keeps tabs tidy.',
      changeLog: '',
    });
  });

  it('gives the default language a tab even before it has texts', () => {
    const state = editorStateFromItem(listing({ defaultLocale: 'ko' }));
    expect(state.locales).toEqual(['ko', 'en']);
    expect(state.texts.ko?.description).toBe('');
  });
});

describe('the PATCH', () => {
  it('is empty while nothing changed', () => {
    const state = ready();
    expect(isEmptyPatch(buildPatch(state, state, 'extension'))).toBe(true);
    expect(isEmptyPatch(buildPatch(state, { ...state, regions: ['all'] }, 'extension'))).toBe(true);
  });

  it('carries only the changed fields, and passes the contract', () => {
    const initial = ready();
    let edited = setText(initial, 'en', 'description', '  Sorts tabs.  ');
    edited = { ...edited, category: 'shopping', matureContent: true, status: 'LISTING' };
    const patch = buildPatch(initial, edited, 'extension');
    expect(patch).toEqual({
      category: 'shopping',
      matureContent: true,
      status: 'LISTING',
      description: { en: 'Sorts tabs.' },
    });
    expect(ItemPatch.safeParse(patch).success).toBe(true);
  });

  it('sends a new language’s texts and empties a removed one', () => {
    const initial = editorStateFromItem(
      listing({
        texts: [
          {
            locale: 'en',
            name: 'A',
            shortDescription: null,
            description: 'English',
            changeLog: null,
          },
          {
            locale: 'ko',
            name: 'A',
            shortDescription: null,
            description: '한국어',
            changeLog: 'v2',
          },
        ],
      }),
    );
    let edited = removeLocale(initial, 'ko');
    edited = setText(addLocale(edited, 'de'), 'de', 'description', 'Deutsch');
    const patch = buildPatch(initial, edited, 'extension');
    expect(patch.description).toEqual({ ko: '', de: 'Deutsch' });
    expect(patch.changeLog).toEqual({ ko: '' });
    expect(patch.name).toBeUndefined();
  });

  it('writes names and short descriptions for web apps only', () => {
    const initial = ready();
    const edited = setText(
      setText(initial, 'en', 'name', 'Tidy'),
      'en',
      'shortDescription',
      'Tidy tabs',
    );
    expect(buildPatch(initial, edited, 'webapp')).toEqual({
      name: { en: 'Tidy' },
      shortDescription: { en: 'Tidy tabs' },
    });
    expect(isEmptyPatch(buildPatch(initial, edited, 'extension'))).toBe(true);
  });

  it('sends every slide with its language when the screenshots change', () => {
    const initial = ready();
    const edited = addSlide(addLocale(initial, 'ko'), 'ko', SLIDE(2));
    expect(edited).not.toBeNull();
    const patch = buildPatch(initial, edited as EditorState, 'extension');
    expect(patch.slides).toEqual([
      { url: SLIDE(1), locale: null },
      { url: SLIDE(2), locale: 'ko' },
    ]);
  });

  it('removes every promotional image with null and keeps their order otherwise', () => {
    const initial = { ...ready(), images: ['/files/a.png', '/files/b.png'] };
    expect(buildPatch(initial, { ...initial, images: [] }, 'extension')).toEqual({ image: null });
    expect(
      buildPatch(initial, { ...initial, images: moveInList(initial.images, 0, 1) }, 'extension'),
    ).toEqual({ image: ['/files/b.png', '/files/a.png'] });
  });

  it('sends a changed region list and the default language', () => {
    const initial = ready();
    const regions = toggleRegion(toggleRegion(initial.regions, 'KR', true), 'JP', true);
    expect(regions).toEqual(['KR', 'JP']);
    const edited = setDefaultLocale({ ...initial, regions }, 'ko');
    expect(edited.locales).toContain('ko');
    expect(buildPatch(initial, edited, 'extension')).toEqual({
      defaultLocale: 'ko',
      regions: ['KR', 'JP'],
    });
  });
});

describe('the review check', () => {
  it('passes a complete listing', () => {
    expect(missingForReview(ready(), 'extension')).toEqual([]);
  });

  it('names every missing field in the server’s order', () => {
    const state: EditorState = {
      ...ready(),
      defaultLocale: NOT_DEFINED,
      category: null,
      icon: null,
      slides: [],
      images: [],
    };
    expect(missingForReview(state, 'extension')).toEqual([
      { field: 'defaultLocale', code: 'REQUIRED_LANGUAGE' },
      { field: 'category', code: 'REQUIRED_CATEGORY' },
      { field: 'icon', code: 'REQUIRED_ICON' },
      { field: 'slides', code: 'REQUIRED_SCREENSHOTS' },
      { field: 'image', code: 'REQUIRED_IMAGE' },
    ]);
  });

  it('asks web apps for a name and short description in the default language', () => {
    const state = setText(ready(), 'ko', 'name', '탭 정리');
    expect(missingForReview(state, 'webapp')).toEqual([
      { field: 'shortDescription', code: 'REQUIRED_SHORT_DESCRIPTION' },
    ]);
    const blankName = setText(state, 'en', 'name', '   ');
    expect(missingForReview(blankName, 'webapp').map((entry) => entry.field)).toEqual([
      'name',
      'shortDescription',
    ]);
  });

  it('counts a not_defined category as missing', () => {
    expect(missingForReview({ ...ready(), category: 'not_defined' }, 'extension')).toEqual([
      { field: 'category', code: 'REQUIRED_CATEGORY' },
    ]);
  });

  it('asks for a 128x128 icon while the listing shows a package’s smaller one', () => {
    const small = editorStateFromItem(listing({ iconSize: { width: 16, height: 16 } }));
    expect(missingForReview(small, 'extension')).toEqual([
      { field: 'icon', code: 'REQUIRED_ICON_SIZE' },
    ]);
    // An icon uploaded in the editor is held to 128x128 already.
    const replaced = { ...small, icon: '/files/new-icon.png' };
    expect(missingForReview(replaced, 'extension')).toEqual([]);
    expect(buildPatch(small, replaced, 'extension')).toEqual({ icon: '/files/new-icon.png' });
    const large = editorStateFromItem(listing({ iconSize: { width: 128, height: 128 } }));
    expect(missingForReview(large, 'extension')).toEqual([]);
  });
});

describe('screenshots', () => {
  it('allows four per language and four common ones', () => {
    let state: EditorState = addLocale(ready(), 'ko');
    for (const n of [2, 3, 4]) state = addSlide(state, 'common', SLIDE(n)) as EditorState;
    expect(canAddSlide(state.slides, 'common')).toBe(false);
    expect(addSlide(state, 'common', SLIDE(5))).toBeNull();
    for (const n of [6, 7, 8, 9]) state = addSlide(state, 'ko', SLIDE(n)) as EditorState;
    expect(canAddSlide(state.slides, 'ko')).toBe(false);
    expect(canAddSlide(state.slides, 'en')).toBe(true);
    expect(slidesIn(state.slides, 'ko').map((entry) => entry.url)).toEqual([
      SLIDE(6),
      SLIDE(7),
      SLIDE(8),
      SLIDE(9),
    ]);
  });

  it('keeps the same image once per language', () => {
    const state = ready();
    expect(addSlide(state, 'common', SLIDE(1))).toBe(state);
    const withKo = addSlide(addLocale(state, 'ko'), 'ko', SLIDE(1)) as EditorState;
    expect(slidesIn(withKo.slides, 'ko')).toHaveLength(1);
  });

  it('deletes and reorders within one language', () => {
    let state = addLocale(ready(), 'ko');
    state = addSlide(state, 'ko', SLIDE(2)) as EditorState;
    state = addSlide(state, 'common', SLIDE(3)) as EditorState;
    state = moveSlide(state, 'common', 0, 1);
    expect(slidesIn(state.slides, 'common').map((entry) => entry.url)).toEqual([
      SLIDE(3),
      SLIDE(1),
    ]);
    // Moving past the end changes nothing.
    expect(moveSlide(state, 'common', 1, 1)).toBe(state);
    state = removeSlide(state, 'common', 0);
    expect(slidesIn(state.slides, 'common').map((entry) => entry.url)).toEqual([SLIDE(1)]);
    expect(slidesIn(state.slides, 'ko').map((entry) => entry.url)).toEqual([SLIDE(2)]);
  });

  it('drops a removed language’s screenshots, but never the default language', () => {
    let state = addSlide(addLocale(ready(), 'ko'), 'ko', SLIDE(2)) as EditorState;
    state = removeLocale(state, 'ko');
    expect(state.locales).toEqual(['en']);
    expect(state.slides.map((entry) => entry.url)).toEqual([SLIDE(1)]);
    expect(removeLocale(state, 'en')).toBe(state);
  });
});

describe('image sizes', () => {
  it('accepts only the sizes the server accepts', () => {
    expect(isAcceptedImageSize('slide', 1280, 800)).toBe(true);
    expect(isAcceptedImageSize('slide', 640, 400)).toBe(true);
    expect(isAcceptedImageSize('slide', 1280, 720)).toBe(false);
    expect(isAcceptedImageSize('image', 440, 280)).toBe(true);
    expect(isAcceptedImageSize('image', 220, 140)).toBe(true);
    expect(isAcceptedImageSize('image', 1280, 800)).toBe(false);
    expect(isAcceptedImageSize('icon', 128, 128)).toBe(true);
    expect(isAcceptedImageSize('icon', 96, 96)).toBe(false);
    expect(isAcceptedImageSize('icon', 128, 129)).toBe(false);
    expect(describeSizes('slide')).toBe('1280x800 / 640x400');
  });

  it('holds at most two promotional images', () => {
    expect(canAddImage(['/files/a.png'])).toBe(true);
    expect(canAddImage(['/files/a.png', '/files/b.png'])).toBe(false);
  });
});

describe('refusals', () => {
  const known = (code: string): code is 'REQUIRED_CATEGORY' | 'TOO_MANY_SLIDES' =>
    code === 'REQUIRED_CATEGORY' || code === 'TOO_MANY_SLIDES';

  it('maps the fields a refusal names, slides.<n> onto the screenshots', () => {
    const errors = fieldErrorsFromIssues(
      [
        { field: 'slides.2', code: 'TOO_MANY_SLIDES', message: 'Too many.' },
        { field: 'category', code: 'REQUIRED_CATEGORY', message: 'Select a category.' },
        { field: 'regions', code: 'publishing.regions.invalid', message: 'Check the regions.' },
        { field: '', code: 'X', message: 'ignored' },
      ],
      known,
    );
    expect(errors).toEqual({
      slides: { code: 'TOO_MANY_SLIDES' },
      category: { code: 'REQUIRED_CATEGORY' },
      regions: { text: 'Check the regions.' },
    });
    expect(firstInvalidField(errors)).toBe('category');
  });
});

describe('package update', () => {
  it('is pending while the draft carries another package than the published one', () => {
    expect(hasPackageUpdate({ package: packageInfo('a'), publishedPackage: null })).toBe(false);
    expect(
      hasPackageUpdate({ package: packageInfo('a'), publishedPackage: packageInfo('a') }),
    ).toBe(false);
    expect(
      hasPackageUpdate({ package: packageInfo('b'), publishedPackage: packageInfo('a') }),
    ).toBe(true);
  });
});
