import type { Product } from '@lagoon/contract';

/** The picture of a wallpaper: its theme image, else its promotional image or icon. */
export function wallpaperImage(theme: Product): string | null {
  return theme.theme?.themeDrafts[0]?.themeImage ?? theme.image ?? theme.icon;
}

/** Every picture a wallpaper has, for its detail page. */
export function wallpaperImages(theme: Product): string[] {
  const images = theme.theme?.themeDrafts.map((draft) => draft.themeImage) ?? [];
  if (images.length === 0 && theme.image) images.push(theme.image);
  return images;
}
