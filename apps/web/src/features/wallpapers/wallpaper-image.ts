import type { Product } from '@lagoon/contract';

/**
 * The picture of a wallpaper in a list: its first photo's small copy when the store made one
 * (a card is a few hundred pixels wide; the photo is made for a whole screen), else the photo,
 * else its promotional image or icon.
 */
export function wallpaperImage(theme: Product): string | null {
  const first = theme.theme?.themeDrafts[0];
  return first?.thumbnail ?? first?.themeImage ?? theme.image ?? theme.icon;
}

export interface WallpaperPhoto {
  /** The photo as a new tab shows it. */
  image: string;
  /** A small copy for the row of photos to pick from. */
  thumbnail: string;
}

/** Every picture a wallpaper has, for its detail page. */
export function wallpaperImages(theme: Product): WallpaperPhoto[] {
  const photos =
    theme.theme?.themeDrafts.map((draft) => ({
      image: draft.themeImage,
      thumbnail: draft.thumbnail ?? draft.themeImage,
    })) ?? [];
  if (photos.length === 0 && theme.image)
    photos.push({ image: theme.image, thumbnail: theme.image });
  return photos;
}
