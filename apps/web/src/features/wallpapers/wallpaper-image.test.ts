import type { Product } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import { wallpaperImage, wallpaperImages } from './wallpaper-image';

function wallpaper(
  drafts: { themeImage: string; thumbnail?: string }[],
  image: string | null = null,
) {
  return {
    image,
    icon: '/files/icon.png',
    theme: {
      id: 'w',
      themeDrafts: drafts.map((draft) => ({ ...draft, likeCount: 0 })),
      photoCount: drafts.length,
      notices: false,
      topSites: true,
      clock: 'digital',
    },
  } as unknown as Product;
}

describe('wallpaper pictures', () => {
  it('puts the small copy of the first photo on cards, and the photo where there is none', () => {
    expect(
      wallpaperImage(wallpaper([{ themeImage: '/files/a.jpg', thumbnail: '/files/a-small.webp' }])),
    ).toBe('/files/a-small.webp');
    expect(wallpaperImage(wallpaper([{ themeImage: '/files/a.jpg' }]))).toBe('/files/a.jpg');
    expect(wallpaperImage(wallpaper([], '/files/promo.png'))).toBe('/files/promo.png');
    expect(wallpaperImage(wallpaper([]))).toBe('/files/icon.png');
  });

  it('shows whole photos on the detail page, with their small copies to pick from', () => {
    expect(
      wallpaperImages(
        wallpaper([
          { themeImage: '/files/a.jpg', thumbnail: '/files/a-small.webp' },
          { themeImage: '/files/b.jpg' },
        ]),
      ),
    ).toEqual([
      { image: '/files/a.jpg', thumbnail: '/files/a-small.webp' },
      { image: '/files/b.jpg', thumbnail: '/files/b.jpg' },
    ]);
    expect(wallpaperImages(wallpaper([], '/files/promo.png'))).toEqual([
      { image: '/files/promo.png', thumbnail: '/files/promo.png' },
    ]);
  });
});
