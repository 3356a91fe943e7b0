import type { Product } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  type ApplyEvent,
  type ApplyProbe,
  type ApplyState,
  appliedWallpaperOf,
  applyReducer,
  applyView,
  effectOf,
  initialApplyState,
} from './apply-machine';

const ID = 'abcdefghijklmnopabcdefghijklmnop';

function run(events: ApplyEvent[], from: ApplyState = initialApplyState): ApplyState {
  return events.reduce(applyReducer, from);
}

const probed = (probe: Partial<ApplyProbe> = {}): ApplyEvent => ({
  type: 'probed',
  probe: { companion: true, secret: false, applied: false, ...probe },
});

const failure = { code: 'FAILED', message: 'No answer to "applyTheme" within 120000 ms' };

describe('the Apply machine', () => {
  it('waits for the companion with a busy, disabled Apply', () => {
    const view = applyView(initialApplyState, false);
    expect(view).toMatchObject({ labelKey: 'install.apply', disabled: true, busy: true });
  });

  it('shows the remembered wallpaper as applied at once, until the companion says otherwise', () => {
    expect(applyView(initialApplyState, true)).toMatchObject({
      applied: true,
      labelKey: 'wallpapers.applyAgain',
    });
    const answered = run([probed({ applied: false })]);
    expect(applyView(answered, true)).toMatchObject({ applied: false, labelKey: 'install.apply' });
  });

  it('takes the companion at its word when it says this one is applied', () => {
    const state = run([probed({ applied: true })]);
    expect(applyView(state, false)).toMatchObject({
      applied: true,
      labelKey: 'wallpapers.applyAgain',
      variant: 'secondary',
      disabled: false,
    });
  });

  it('keeps the guess when the companion could not say', () => {
    const state = run([probed({ applied: null })]);
    expect(state.status).toBe('ready');
    expect(applyView(state, true).applied).toBe(true);
    expect(applyView(state, false).applied).toBe(false);
  });

  it('applies on press: Applying…, then Applied', () => {
    const ready = run([probed()]);
    const applying = applyReducer(ready, { type: 'press' });
    expect(applying.status).toBe('applying');
    expect(effectOf(ready, applying)).toBe('apply');
    expect(applyView(applying, false)).toMatchObject({
      labelKey: 'wallpapers.applying',
      disabled: true,
      busy: true,
    });
    // A second press while it runs changes nothing and starts nothing.
    expect(applyReducer(applying, { type: 'press' })).toBe(applying);
    const done = applyReducer(applying, { type: 'apply-succeeded' });
    expect(effectOf(applying, done)).toBeNull();
    expect(done).toMatchObject({ status: 'ready', applied: true });
    expect(applyView(done, false)).toMatchObject({
      applied: true,
      labelKey: 'wallpapers.applyAgain',
      disabled: false,
    });
  });

  it('applies again from Applied', () => {
    const applied = run([probed({ applied: true })]);
    const again = applyReducer(applied, { type: 'press' });
    expect(effectOf(applied, again)).toBe('apply');
  });

  it('says why an apply failed and offers it again', () => {
    const failed = run([probed(), { type: 'press' }, { type: 'apply-failed', failure }]);
    expect(failed).toMatchObject({ status: 'error', failure, applied: false });
    expect(applyView(failed, false)).toMatchObject({ labelKey: 'install.apply', disabled: false });
    // A look at the browser keeps the message; trying again clears it.
    const looked = applyReducer(failed, probed());
    expect(looked).toMatchObject({ status: 'error', failure });
    const retry = applyReducer(looked, { type: 'press' });
    expect(retry).toMatchObject({ status: 'applying', failure: null });
    expect(effectOf(looked, retry)).toBe('apply');
  });

  it('lets a failure keep an earlier applied state', () => {
    const failed = run([
      probed({ applied: true }),
      { type: 'press' },
      { type: 'apply-failed', failure },
    ]);
    expect(applyView(failed, false).applied).toBe(true);
  });

  it('is not moved by a look at the browser while applying', () => {
    const applying = run([probed(), { type: 'press' }]);
    expect(applyReducer(applying, probed({ applied: false }))).toBe(applying);
    expect(applyReducer(applying, probed({ companion: false }))).toBe(applying);
  });

  it('ignores answers to an apply that is not running', () => {
    const ready = run([probed()]);
    expect(applyReducer(ready, { type: 'apply-succeeded' })).toBe(ready);
    expect(applyReducer(ready, { type: 'apply-failed', failure })).toBe(ready);
  });

  it('without a companion, Apply opens the dialog that explains the setup', () => {
    const none = run([probed({ companion: false, applied: null })]);
    expect(none).toMatchObject({ status: 'unavailable', unavailable: 'setup', dialog: false });
    // Nothing can show a wallpaper here: no "Applied", whatever the memory says.
    expect(applyView(none, true)).toMatchObject({
      applied: false,
      labelKey: 'install.apply',
      disabled: false,
      opensDialog: true,
    });
    const open = applyReducer(none, { type: 'press' });
    expect(open.dialog).toBe(true);
    expect(effectOf(none, open)).toBeNull();
    expect(applyReducer(open, { type: 'dialog-closed' }).dialog).toBe(false);
  });

  it('in an incognito or guest window, Apply explains that instead', () => {
    const secret = run([probed({ secret: true })]);
    expect(secret).toMatchObject({ status: 'unavailable', unavailable: 'secret' });
    expect(applyReducer(secret, { type: 'press' }).dialog).toBe(true);
  });

  it('becomes available when the companion answers a later look', () => {
    const none = run([probed({ companion: false }), { type: 'press' }]);
    const found = applyReducer(none, probed({ applied: true }));
    expect(found).toMatchObject({
      status: 'ready',
      unavailable: null,
      dialog: false,
      applied: true,
    });
  });
});

function wallpaper(overrides: Partial<Product> = {}): Product {
  return {
    extensionId: ID,
    name: 'Blue lagoon',
    image: null,
    theme: {
      id: 'theme-1',
      themeDrafts: [
        {
          themeImage: '/files/themes/one.jpg',
          thumbnail: '/files/themes/one-small.jpg',
          likeCount: 3,
        },
        { themeImage: 'https://cdn.example/two.jpg', likeCount: 3 },
      ],
      photoCount: 2,
      notices: true,
      topSites: false,
      clock: 'analog',
    },
    ...overrides,
  } as Product;
}

describe('appliedWallpaperOf', () => {
  const where = {
    origin: 'https://store.example',
    language: 'ko' as const,
    storeUrl: `/detail/${ID}?hl=ko`,
  };

  it('sends the full-size photos as absolute addresses, with the settings and the page', () => {
    expect(appliedWallpaperOf(wallpaper(), where)).toEqual({
      extensionId: ID,
      name: 'Blue lagoon',
      photos: ['https://store.example/files/themes/one.jpg', 'https://cdn.example/two.jpg'],
      clock: 'analog',
      topSites: false,
      notices: true,
      storeUrl: `https://store.example/detail/${ID}?hl=ko`,
      language: 'ko',
    });
  });

  it('sends at most ten photos', () => {
    const drafts = Array.from({ length: 12 }, (_, index) => ({
      themeImage: `/files/${index}.jpg`,
      likeCount: 0,
    }));
    const theme = wallpaper();
    const many = wallpaper({ theme: { ...theme.theme!, themeDrafts: drafts, photoCount: 12 } });
    const photos = appliedWallpaperOf(many, where)?.photos;
    expect(photos).toHaveLength(10);
    expect(photos?.[9]).toBe('https://store.example/files/9.jpg');
  });

  it('falls back on the promotional image and plain settings', () => {
    const bare = wallpaper({ theme: null, image: '/files/promo.png' });
    expect(appliedWallpaperOf(bare, where)).toMatchObject({
      photos: ['https://store.example/files/promo.png'],
      clock: 'digital',
      topSites: false,
      notices: false,
    });
  });

  it('is null for a wallpaper without a photo', () => {
    const theme = wallpaper();
    const empty = wallpaper({ image: null, theme: { ...theme.theme!, themeDrafts: [] } });
    expect(appliedWallpaperOf(empty, where)).toBeNull();
  });
});
