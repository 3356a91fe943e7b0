import type { Rng } from '../random.js';
import { hsl, linearGradient, type Palette, palette } from './color.js';
import { type GlyphName, glyph } from './glyphs.js';

const SVG_OPEN = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

export interface IconArt {
  glyph: GlyphName;
  /**
   * The pictogram in the tile's deep colour on a white disc, instead of white on the gradient.
   * Icons carry no letters: the store shows them beside names in every language.
   */
  emblem: boolean;
  shape: 'rounded' | 'circle' | 'squircle';
  palette: Palette;
}

function symbol(art: IconArt, x: number, y: number, size: number, bg: string): string {
  if (!art.emblem) return glyph(art.glyph, x, y, size, '#ffffff', bg);
  const r = size * 0.62;
  const inner = size * 0.74;
  const offset = (size - inner) / 2;
  return `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${r.toFixed(1)}" fill="#ffffff"/>${glyph(art.glyph, x + offset, y + offset, inner, art.palette.deep, '#ffffff')}`;
}

/** A 128x128 icon: a gradient tile with a pictogram. */
export function iconSvg(art: IconArt, rng: Rng): string {
  const size = 128;
  const tile =
    art.shape === 'circle'
      ? `<circle cx="64" cy="64" r="62" fill="url(#g)"/>`
      : `<rect x="2" y="2" width="124" height="124" rx="${art.shape === 'rounded' ? 26 : 40}" fill="url(#g)"/>`;
  const shine = `<ellipse cx="40" cy="18" rx="70" ry="34" fill="#ffffff" opacity=".14"/>`;
  return `${SVG_OPEN(size, size)}<defs>${linearGradient('g', rng, [art.palette.from, art.palette.to])}<clipPath id="c">${tile.replace('url(#g)', '#000')}</clipPath></defs>${tile}<g clip-path="url(#c)">${shine}</g>${symbol(art, 30, 30, 68, art.palette.deep)}</svg>`;
}

/**
 * A 440x280 promotional tile: the icon large beside a sketch of the item's panel, with soft
 * shapes behind. It has no words: a listing has one set of promotional images for all its
 * languages, and the store prints the name under it in the visitor's language.
 */
export function promoSvg(art: IconArt, rng: Rng): string {
  const width = 440;
  const height = 280;
  const circles = Array.from({ length: 5 }, () => {
    const r = rng.int(30, 120);
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="#ffffff" opacity="${(0.05 + rng.next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  // Rows of the panel: a dot in the item's colours and bars standing for its lines.
  const rows = Array.from({ length: 3 }, (_, index) => {
    const y = 124 + index * 34;
    const long = rng.int(96, 150);
    return `<circle cx="214" cy="${y + 9}" r="9" fill="#ffffff" opacity="${index === 0 ? '.9' : '.55'}"/><rect x="234" y="${y + 4}" width="${long}" height="10" rx="5" fill="#ffffff" opacity=".5"/>`;
  }).join('');
  return `${SVG_OPEN(width, height)}<defs>${linearGradient('g', rng, [art.palette.from, art.palette.to])}</defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<rect x="40" y="80" width="120" height="120" rx="30" fill="#ffffff" opacity=".18"/>
${symbol(art, 60, 100, 80, art.palette.deep)}
<rect x="190" y="62" width="214" height="156" rx="18" fill="#ffffff" opacity=".16"/>
<path d="M190 80a18 18 0 0 1 18-18h178a18 18 0 0 1 18 18v22H190z" fill="#ffffff" opacity=".22"/>
${glyph(art.glyph, 202, 68, 28, '#ffffff', art.palette.deep)}
<rect x="240" y="77" width="96" height="10" rx="5" fill="#ffffff" opacity=".8"/>${rows}</svg>`;
}

function lines(x: number, y: number, width: number, count: number, color: string, rng: Rng) {
  return Array.from(
    { length: count },
    (_, i) =>
      `<rect x="${x}" y="${y + i * 22}" width="${Math.round(width * (0.5 + rng.next() * 0.5))}" height="10" rx="5" fill="${color}"/>`,
  ).join('');
}

/**
 * A 1280x800 screenshot: a browser window with a made-up page and the extension's panel over
 * it. No text, only shapes, so it reads in any language.
 */
export function screenshotSvg(rng: Rng): string {
  const width = 1280;
  const height = 800;
  const colors = palette(rng);
  const dark = rng.chance(0.3);
  const page = dark ? '#1d2027' : '#ffffff';
  const chrome = dark ? '#2b2f38' : '#e9edf2';
  const ink = dark ? '#3b414d' : '#dde3ea';
  const tabs = Array.from(
    { length: rng.int(2, 5) },
    (_, i) =>
      `<rect x="${16 + i * 190}" y="10" width="180" height="34" rx="8" fill="${i === 0 ? page : ink}"/>`,
  ).join('');
  const cards = Array.from({ length: 6 }, (_, i) => {
    const cx = 48 + (i % 3) * 250;
    const cy = 330 + Math.floor(i / 3) * 210;
    const hue = colors.hue + i * 25;
    return `<rect x="${cx}" y="${cy}" width="226" height="190" rx="14" fill="${ink}"/><rect x="${cx}" y="${cy}" width="226" height="110" rx="14" fill="${hsl(hue, 55, dark ? 35 : 82)}"/>${lines(cx + 16, cy + 126, 180, 2, dark ? '#555c6a' : '#c3cbd5', rng)}`;
  }).join('');
  const layout = rng.int(0, 2);
  let panel: string;
  if (layout === 0) {
    // A toolbar popup, the usual way an extension shows itself.
    const rows = Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="900" y="${200 + i * 64}" width="320" height="52" rx="10" fill="${dark ? '#323744' : '#f3f5f8'}"/><circle cx="926" cy="${226 + i * 64}" r="12" fill="${hsl(colors.hue + i * 30, 70, 55)}"/>${lines(950, 214 + i * 64, 200, 2, dark ? '#596173' : '#cfd6df', rng)}`,
    ).join('');
    panel = `<rect x="876" y="92" width="368" height="540" rx="16" fill="${page}" stroke="${ink}" stroke-width="2"/><path d="M876 108a16 16 0 0 1 16-16h336a16 16 0 0 1 16 16v76H876z" fill="url(#g)"/>${glyph('star', 900, 112, 48, '#ffffff', colors.deep)}<rect x="964" y="124" width="180" height="14" rx="7" fill="#ffffff" opacity=".85"/>${rows}<rect x="900" y="540" width="320" height="60" rx="12" fill="url(#g)"/>`;
  } else if (layout === 1) {
    // A side panel docked to the right.
    const blocks = Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="940" y="${170 + i * 150}" width="300" height="130" rx="12" fill="${dark ? '#323744' : '#f3f5f8'}"/>${lines(960, 190 + i * 150, 240, 4, dark ? '#596173' : '#cfd6df', rng)}`,
    ).join('');
    panel = `<rect x="920" y="92" width="360" height="708" fill="${page}"/><rect x="918" y="92" width="2" height="708" fill="${ink}"/><rect x="920" y="92" width="360" height="60" fill="url(#g)"/>${blocks}`;
  } else {
    // An overlay highlighting part of the page.
    panel = `<rect x="48" y="330" width="476" height="190" rx="14" fill="none" stroke="${colors.from}" stroke-width="6"/><rect x="560" y="250" width="420" height="260" rx="18" fill="${page}" stroke="${ink}" stroke-width="2"/><rect x="560" y="250" width="420" height="70" rx="18" fill="url(#g)"/>${lines(590, 350, 340, 5, dark ? '#596173' : '#cfd6df', rng)}<rect x="800" y="450" width="150" height="40" rx="20" fill="url(#g)"/>`;
  }
  return `${SVG_OPEN(width, height)}<defs>${linearGradient('g', rng, [colors.from, colors.to])}</defs>
<rect width="${width}" height="${height}" fill="${page}"/>
<rect width="${width}" height="92" fill="${chrome}"/>${tabs}
<rect x="16" y="52" width="1180" height="32" rx="16" fill="${page}"/><circle cx="1238" cy="68" r="14" fill="url(#g)"/>
<rect x="0" y="92" width="${width}" height="200" fill="${hsl(colors.hue, 45, dark ? 22 : 92)}"/>
${lines(48, 140, 520, 4, dark ? '#4a5160' : '#c0c9d4', rng)}${cards}${panel}</svg>`;
}
