import type { Rng } from '../random.js';

/** An HSL colour as #rrggbb; hue in degrees, saturation and lightness in percent. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.max(0, Math.min(100, saturation)) / 100;
  const l = Math.max(0, Math.min(100, lightness)) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return `#${[channel(h + 1 / 3), channel(h), channel(h - 1 / 3)]
    .map((value) =>
      Math.round(value * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A colour between two #rrggbb colours; t = 0 gives the first, 1 the second. */
export function mix(a: string, b: string, t: number): string {
  const channel = (color: string, index: number) =>
    Number.parseInt(color.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2]
    .map((index) =>
      Math.round(channel(a, index) + (channel(b, index) - channel(a, index)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Two neighbouring, saturated colours for a gradient, plus a deep shade of the first. */
export interface Palette {
  hue: number;
  from: string;
  to: string;
  deep: string;
  light: string;
}

export function palette(rng: Rng, hue = rng.int(0, 359)): Palette {
  const shift = rng.pick([-50, -35, 30, 45, 60]);
  const saturation = rng.int(62, 86);
  return {
    hue,
    from: hsl(hue, saturation, rng.int(48, 60)),
    to: hsl(hue + shift, saturation, rng.int(42, 56)),
    deep: hsl(hue, saturation - 10, 22),
    light: hsl(hue, 70, 94),
  };
}

/** A linear gradient definition at a random angle. */
export function linearGradient(id: string, rng: Rng, stops: readonly string[]): string {
  const angle = rng.next() * Math.PI * 2;
  const x = Math.cos(angle) / 2;
  const y = Math.sin(angle) / 2;
  const stopTags = stops
    .map(
      (color, index) =>
        `<stop offset="${index / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${(0.5 - x).toFixed(3)}" y1="${(0.5 - y).toFixed(3)}" x2="${(0.5 + x).toFixed(3)}" y2="${(0.5 + y).toFixed(3)}">${stopTags}</linearGradient>`;
}
