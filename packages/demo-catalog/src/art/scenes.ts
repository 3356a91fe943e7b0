import type { ThemeCategory } from '@lagoon/contract';
import type { Rng } from '../random.js';
import { hsl, linearGradient, mix } from './color.js';

const W = 1920;
const H = 1080;
const open = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

/** A vertical sky gradient from top to bottom through the given colours. */
function sky(id: string, colors: readonly string[]): string {
  const stops = colors
    .map((c, i) => `<stop offset="${(i / (colors.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`;
}

function glow(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A jagged ridge line across the width, closed to the bottom edge. */
function ridge(rng: Rng, baseY: number, amplitude: number, width = W, height = H): string {
  let d = `M0 ${height} L0 ${baseY}`;
  const steps = rng.int(6, 11);
  for (let i = 1; i <= steps; i++) {
    const x = Math.round((i / steps) * width);
    const y = Math.round(baseY - rng.next() * amplitude + amplitude / 3);
    d += ` L${x} ${y}`;
  }
  return `${d} L${width} ${height} Z`;
}

/** A smooth wave across the width, closed to the bottom edge. */
function wave(rng: Rng, baseY: number, amplitude: number, width = W, height = H): string {
  const count = rng.int(2, 4);
  const segment = width / count;
  let d = `M0 ${height} L0 ${baseY}`;
  for (let i = 0; i < count; i++) {
    const x0 = i * segment;
    const up = i % 2 === 0 ? -1 : 1;
    d += ` C${x0 + segment / 3} ${baseY + up * amplitude} ${x0 + (2 * segment) / 3} ${baseY + up * amplitude} ${x0 + segment} ${baseY}`;
  }
  return `${d} L${width} ${height} Z`;
}

/** Sky, near and far ridge colours and the sun of a few moods of day. */
const LANDSCAPES = [
  { sky: ['#2b1a4a', '#c0587e', '#f7b267'], far: '#b06a86', near: '#1d1333', sun: '#ffe2b0' },
  { sky: ['#5fa8e0', '#bfe3f5', '#eef8fc'], far: '#9dbccf', near: '#1f3b4d', sun: '#ffffff' },
  { sky: ['#b9dccd', '#e6efe4', '#f6f1e3'], far: '#a7c7b3', near: '#1e3b2f', sun: '#fff6da' },
  { sky: ['#ff7e5f', '#fca67a', '#fed39a'], far: '#d27a66', near: '#3b1f2b', sun: '#fff1c9' },
  { sky: ['#0f1c3f', '#3a4f8a', '#8fa6d6'], far: '#5a6ea3', near: '#0b1226', sun: '#f4f1ff' },
] as const;

function nature(rng: Rng): string {
  const mood = rng.pick(LANDSCAPES);
  const layers = rng.int(4, 6);
  const sun = `<circle cx="${rng.int(300, 1600)}" cy="${rng.int(220, 420)}" r="${rng.int(70, 130)}" fill="${mood.sun}" opacity=".95"/>`;
  const ridges = Array.from({ length: layers }, (_, i) => {
    const depth = i / (layers - 1);
    return `<path d="${ridge(rng, 520 + depth * 380, 260 - depth * 120)}" fill="${mix(mood.far, mood.near, depth)}"/>`;
  }).join('');
  return `<defs>${sky('s', mood.sky)}${glow('o', mood.sun, 0.45)}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="960" cy="420" r="760" fill="url(#o)"/>${sun}${ridges}`;
}

function city(rng: Rng, hue: number): string {
  const buildings: string[] = [];
  const windows: string[] = [];
  for (let row = 0; row < 2; row++) {
    let x = -20;
    while (x < W) {
      const width = rng.int(70, 170);
      const height = row === 0 ? rng.int(300, 620) : rng.int(160, 420);
      const top = H - height;
      const shade = row === 0 ? hsl(hue + 220, 30, 18) : hsl(hue + 220, 35, 10);
      buildings.push(
        `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${shade}"/>`,
      );
      if (row === 1) {
        for (let wy = top + 24; wy < H - 30; wy += 34) {
          for (let wx = x + 14; wx < x + width - 20; wx += 28) {
            if (rng.chance(0.35)) {
              windows.push(
                `<rect x="${wx}" y="${wy}" width="12" height="16" fill="${hsl(hue + 40, 90, 70 + rng.int(0, 15))}" opacity="${(0.6 + rng.next() * 0.4).toFixed(2)}"/>`,
              );
            }
          }
        }
      }
      x += width + rng.int(4, 20);
    }
  }
  const moon = `<circle cx="${rng.int(1200, 1700)}" cy="${rng.int(150, 300)}" r="60" fill="#fff6dd"/>`;
  return `<defs>${sky('s', [hsl(hue + 230, 55, 12), hsl(hue + 280, 50, 28), hsl(hue + 10, 75, 55)])}${glow('o', hsl(hue + 10, 90, 65), 0.55)}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><ellipse cx="960" cy="1000" rx="1300" ry="420" fill="url(#o)"/>${moon}${buildings.join('')}${windows.join('')}`;
}

function space(rng: Rng, hue: number): string {
  const stars = Array.from({ length: 260 }, () => {
    const r = rng.next() < 0.9 ? 1 + rng.next() * 1.5 : 2.5 + rng.next() * 2;
    return `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${r.toFixed(1)}" fill="#ffffff" opacity="${(0.4 + rng.next() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const px = rng.int(350, 1550);
  const py = rng.int(300, 780);
  const pr = rng.int(110, 220);
  const planet = `<circle cx="${px}" cy="${py}" r="${pr}" fill="url(#p)"/><ellipse cx="${px}" cy="${py}" rx="${pr * 1.9}" ry="${pr * 0.35}" fill="none" stroke="${hsl(hue + 60, 60, 75)}" stroke-width="10" opacity=".7" transform="rotate(-18 ${px} ${py})"/>`;
  return `<defs><radialGradient id="b" cx=".3" cy=".3" r="1"><stop offset="0" stop-color="${hsl(hue + 250, 60, 18)}"/><stop offset="1" stop-color="#05060c"/></radialGradient>${glow('n1', hsl(hue + 300, 80, 55), 0.45)}${glow('n2', hsl(hue + 190, 80, 50), 0.35)}<radialGradient id="p" cx=".35" cy=".35"><stop offset="0" stop-color="${hsl(hue + 30, 70, 70)}"/><stop offset="1" stop-color="${hsl(hue + 10, 60, 25)}"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#b)"/><ellipse cx="${rng.int(200, 900)}" cy="${rng.int(200, 800)}" rx="800" ry="420" fill="url(#n1)"/><ellipse cx="${rng.int(1000, 1700)}" cy="${rng.int(200, 800)}" rx="700" ry="500" fill="url(#n2)"/>${stars}${planet}`;
}

function art(rng: Rng, hue: number): string {
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const color = hsl(hue + rng.pick([0, 40, 160, 200, 320]), rng.int(55, 85), rng.int(45, 70));
    const opacity = (0.55 + rng.next() * 0.4).toFixed(2);
    if (i % 3 === 0) {
      return `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${rng.int(80, 380)}" fill="${color}" opacity="${opacity}"/>`;
    }
    if (i % 3 === 1) {
      const x = rng.int(0, W);
      const y = rng.int(0, H);
      const s = rng.int(150, 450);
      return `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${color}" opacity="${opacity}" transform="rotate(${rng.int(0, 90)} ${x} ${y})"/>`;
    }
    return `<path d="M${rng.int(0, W)} ${rng.int(0, H)} Q ${rng.int(0, W)} ${rng.int(0, H)} ${rng.int(0, W)} ${rng.int(0, H)}" stroke="${color}" stroke-width="${rng.int(20, 60)}" fill="none" stroke-linecap="round" opacity="${opacity}"/>`;
  }).join('');
  return `<defs>${linearGradient('b', rng, [hsl(hue, 30, 94), hsl(hue + 30, 40, 86)])}</defs><rect width="${W}" height="${H}" fill="url(#b)"/>${shapes}`;
}

function animals(rng: Rng, seed: number): string {
  // Warm skies over a blue sea read as evening light whatever the seed.
  const hue = seed % 50;
  const birds = Array.from({ length: rng.int(9, 18) }, () => {
    const x = rng.int(200, 1700);
    const y = rng.int(120, 560);
    const s = 0.6 + rng.next() * 1.2;
    return `<path d="M${x} ${y} q ${20 * s} ${-18 * s} ${40 * s} 0 q ${20 * s} ${-18 * s} ${40 * s} 0" stroke="${hsl(hue + 200, 40, 18)}" stroke-width="${(5 * s).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  }).join('');
  const fish = Array.from({ length: rng.int(5, 9) }, () => {
    const x = rng.int(100, 1800);
    const y = rng.int(820, 1040);
    const dir = rng.chance(0.5) ? 1 : -1;
    return `<g transform="translate(${x} ${y}) scale(${dir} 1)"><ellipse cx="0" cy="0" rx="46" ry="18" fill="${hsl(hue + 15, 90, 58)}"/><path d="M40 0 l26 -16 v32z" fill="${hsl(hue + 15, 90, 58)}"/><circle cx="-26" cy="-4" r="4" fill="#ffffff"/></g>`;
  }).join('');
  return `<defs>${sky('s', [hsl(hue + 10, 80, 70), hsl(hue + 30, 90, 80), hsl(hue + 50, 90, 88)])}${sky('w', [hsl(200 + hue / 2, 55, 40), hsl(215, 60, 20)])}</defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${rng.int(500, 1400)}" cy="760" r="180" fill="${hsl(hue + 30, 95, 92)}"/><path d="${wave(rng, 760, 30)}" fill="url(#w)"/>${birds}${fish}`;
}

function minimal(rng: Rng, hue: number): string {
  const variant = rng.int(0, 2);
  const base = hsl(hue, 30, 90);
  const accent = hsl(hue + 20, 45, 62);
  if (variant === 0) {
    return `<rect width="${W}" height="${H}" fill="${base}"/><circle cx="${rng.int(600, 1300)}" cy="${rng.int(350, 700)}" r="${rng.int(180, 320)}" fill="${accent}"/>`;
  }
  if (variant === 1) {
    return `<rect width="${W}" height="${H}" fill="${base}"/><path d="M0 ${H} L${W} ${rng.int(300, 800)} L${W} ${H} Z" fill="${accent}"/><path d="M0 ${H} L${W} ${rng.int(700, 1000)} L${W} ${H} Z" fill="${hsl(hue + 20, 40, 45)}"/>`;
  }
  return `<defs>${linearGradient('b', rng, [hsl(hue, 50, 80), hsl(hue + 60, 50, 86)])}</defs><rect width="${W}" height="${H}" fill="url(#b)"/><rect x="${W / 2 - 300}" y="${H / 2 - 300}" width="600" height="600" rx="300" fill="none" stroke="#ffffff" stroke-width="6" opacity=".8"/>`;
}

function seasons(rng: Rng): string {
  const season = rng.int(0, 3);
  const leaves = [hsl(330, 70, 82), hsl(110, 50, 40), hsl(25, 85, 52), '#ffffff'][season]!;
  const hills = [0, 1, 2]
    .map(
      (i) =>
        `<path d="${wave(rng, 720 + i * 120, 70)}" fill="${season === 3 ? hsl(210, 20, 96 - i * 6) : hsl([100, 95, 35][season]! + i * 8, 45, 55 - i * 10)}"/>`,
    )
    .join('');
  const trees = Array.from({ length: rng.int(8, 16) }, () => {
    const x = rng.int(40, W - 40);
    const base = rng.int(820, 1040);
    const h = rng.int(110, 220);
    return `<rect x="${x - 6}" y="${base - 30}" width="12" height="40" fill="${hsl(25, 35, 25)}"/><path d="M${x} ${base - h} L${x + h / 3} ${base - 20} L${x - h / 3} ${base - 20} Z" fill="${season === 3 ? hsl(160, 25, 30) : leaves}"/>`;
  }).join('');
  const flakes = Array.from({ length: season === 1 ? 0 : 120 }, () => {
    return `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${rng.int(3, 8)}" fill="${leaves}" opacity="${(0.5 + rng.next() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const skies = [
    [hsl(200, 70, 82), hsl(330, 60, 92)],
    [hsl(200, 80, 60), hsl(190, 70, 88)],
    [hsl(30, 80, 70), hsl(45, 90, 88)],
    [hsl(215, 35, 62), hsl(210, 30, 88)],
  ][season]!;
  return `<defs>${sky('s', skies)}</defs><rect width="${W}" height="${H}" fill="url(#s)"/>${hills}${trees}${flakes}`;
}

const SCENES: Record<ThemeCategory, (rng: Rng, hue: number) => string> = {
  nature,
  city,
  space,
  art,
  animals,
  minimal,
  seasons,
};

/** A 1920x1080 wallpaper of the given category. */
export function wallpaperSvg(category: ThemeCategory, rng: Rng): string {
  return `${open(W, H)}${SCENES[category](rng, rng.int(0, 359))}</svg>`;
}

/**
 * A decorative banner background; the store draws its title and text over it, so the colours
 * stay deep enough for white text.
 */
export function bannerSvg(width: number, height: number, hue: number, rng: Rng): string {
  const bubbles = Array.from({ length: 8 }, () => {
    return `<circle cx="${rng.int(width / 2, width)}" cy="${rng.int(0, height)}" r="${rng.int(30, height)}" fill="#ffffff" opacity="${(0.06 + rng.next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const waves = [0, 1]
    .map(
      (i) =>
        `<path d="${wave(rng, height * (0.62 + i * 0.16), height * 0.12, width, height)}" fill="#ffffff" opacity="${0.1 + i * 0.08}"/>`,
    )
    .join('');
  return `${open(width, height)}<defs>${linearGradient('g', rng, [hsl(hue, 70, 46), hsl(hue + 35, 72, 40), hsl(hue + 70, 65, 34)])}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${bubbles}${waves}</svg>`;
}
