/**
 * Simple pictograms drawn from basic shapes in a 100x100 box. They are the "logo" of each demo
 * item; drawing them from geometry keeps the artwork original and independent of fonts.
 */
export type GlyphName =
  | 'chat'
  | 'people'
  | 'heart'
  | 'check'
  | 'clock'
  | 'pencil'
  | 'note'
  | 'cart'
  | 'tag'
  | 'ball'
  | 'flag'
  | 'shield'
  | 'lock'
  | 'magnifier'
  | 'globe'
  | 'gamepad'
  | 'dice'
  | 'star'
  | 'smile'
  | 'music'
  | 'book'
  | 'cap'
  | 'bolt'
  | 'panel'
  | 'trophy'
  | 'camera'
  | 'play';

type Draw = (fg: string, bg: string) => string;

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

const stroke = (color: string, width: number) =>
  `stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;

const GLYPHS: Record<GlyphName, Draw> = {
  chat: (fg, bg) =>
    `<path d="M18 20h64a8 8 0 0 1 8 8v36a8 8 0 0 1-8 8H46L26 88V72h-8a8 8 0 0 1-8-8V28a8 8 0 0 1 8-8z" fill="${fg}"/>` +
    `<circle cx="33" cy="46" r="6" fill="${bg}"/><circle cx="50" cy="46" r="6" fill="${bg}"/><circle cx="67" cy="46" r="6" fill="${bg}"/>`,
  people: (fg) =>
    `<circle cx="38" cy="34" r="14" fill="${fg}"/><path d="M12 82c0-18 12-30 26-30s26 12 26 30z" fill="${fg}"/>` +
    `<circle cx="68" cy="38" r="11" fill="${fg}" opacity=".75"/><path d="M60 56c3-1 5-2 8-2 12 0 20 10 20 24H68c0-9-3-16-8-22z" fill="${fg}" opacity=".75"/>`,
  heart: (fg) =>
    `<path d="M50 86L16 52C4 40 8 18 28 16c10-1 17 5 22 12 5-7 12-13 22-12 20 2 24 24 12 36z" fill="${fg}"/>`,
  check: (fg, bg) =>
    `<rect x="18" y="14" width="64" height="76" rx="9" fill="${fg}"/><rect x="36" y="8" width="28" height="14" rx="5" fill="${fg}"/>` +
    `<path d="M32 54l12 12 24-26" ${stroke(bg, 9)}/>`,
  clock: (fg, bg) =>
    `<circle cx="50" cy="50" r="38" fill="${fg}"/><path d="M50 26v25l16 11" ${stroke(bg, 8)}/>`,
  pencil: (fg, bg) =>
    `<path d="M66 12l22 22-46 46-28 8 8-28z" fill="${fg}"/><path d="M58 20l22 22" ${stroke(bg, 5)}/>`,
  note: (fg, bg) =>
    `<path d="M20 10h42l18 18v62H20z" fill="${fg}"/><path d="M62 10v18h18" fill="${bg}" opacity=".35"/>` +
    `<path d="M32 44h36M32 58h36M32 72h22" ${stroke(bg, 6)}/>`,
  cart: (fg) =>
    `<path d="M10 20h14l10 42h42l8-30H30" ${stroke(fg, 8)}/><circle cx="40" cy="78" r="8" fill="${fg}"/><circle cx="70" cy="78" r="8" fill="${fg}"/>`,
  tag: (fg, bg) =>
    `<path d="M50 12h32a6 6 0 0 1 6 6v32L48 90 10 52z" fill="${fg}"/><circle cx="70" cy="30" r="8" fill="${bg}"/>`,
  ball: (fg, bg) =>
    `<circle cx="50" cy="50" r="38" fill="${fg}"/><path d="M12 50h76M50 12c-16 12-16 64 0 76M50 12c16 12 16 64 0 76" ${stroke(bg, 5)}/>`,
  flag: (fg) =>
    `<path d="M24 90V12" ${stroke(fg, 8)}/><path d="M28 14c20-8 30 8 52 0v40c-22 8-32-8-52 0z" fill="${fg}"/>`,
  shield: (fg, bg) =>
    `<path d="M50 8l36 13v25c0 23-15 40-36 48-21-8-36-25-36-48V21z" fill="${fg}"/><path d="M34 50l11 11 22-24" ${stroke(bg, 8)}/>`,
  lock: (fg, bg) =>
    `<path d="M32 44V32a18 18 0 0 1 36 0v12" ${stroke(fg, 9)}/><rect x="20" y="42" width="60" height="48" rx="9" fill="${fg}"/>` +
    `<circle cx="50" cy="62" r="7" fill="${bg}"/><rect x="47" y="62" width="6" height="14" fill="${bg}"/>`,
  magnifier: (fg) =>
    `<circle cx="42" cy="42" r="25" ${stroke(fg, 10)}/><path d="M61 61l24 24" ${stroke(fg, 13)}/>`,
  globe: (fg) =>
    `<circle cx="50" cy="50" r="37" ${stroke(fg, 7)}/><ellipse cx="50" cy="50" rx="15" ry="37" ${stroke(fg, 6)}/>` +
    `<path d="M15 38h70M15 62h70" ${stroke(fg, 6)}/>`,
  gamepad: (fg, bg) =>
    `<rect x="8" y="28" width="84" height="46" rx="23" fill="${fg}"/><path d="M26 51h18M35 42v18" ${stroke(bg, 6)}/>` +
    `<circle cx="64" cy="46" r="5" fill="${bg}"/><circle cx="75" cy="57" r="5" fill="${bg}"/>`,
  dice: (fg, bg) =>
    `<rect x="16" y="16" width="68" height="68" rx="14" fill="${fg}" transform="rotate(-10 50 50)"/>` +
    `<g fill="${bg}" transform="rotate(-10 50 50)"><circle cx="34" cy="34" r="6"/><circle cx="50" cy="50" r="6"/><circle cx="66" cy="66" r="6"/><circle cx="66" cy="34" r="6"/><circle cx="34" cy="66" r="6"/></g>`,
  star: (fg) => `<polygon points="${starPoints(50, 53, 40, 17)}" fill="${fg}"/>`,
  smile: (fg, bg) =>
    `<circle cx="50" cy="50" r="38" fill="${fg}"/><circle cx="37" cy="40" r="5" fill="${bg}"/><circle cx="63" cy="40" r="5" fill="${bg}"/>` +
    `<path d="M32 58c8 14 28 14 36 0" ${stroke(bg, 6)}/>`,
  music: (fg) =>
    `<path d="M40 72V20l42-8v50" ${stroke(fg, 8)}/><circle cx="30" cy="72" r="12" fill="${fg}"/><circle cx="72" cy="64" r="12" fill="${fg}"/>`,
  book: (fg, bg) =>
    `<path d="M50 24C40 16 24 14 10 16v62c14-2 30 0 40 8 10-8 26-10 40-8V16c-14-2-30 0-40 8z" fill="${fg}"/>` +
    `<path d="M50 26v58" ${stroke(bg, 4)}/>`,
  cap: (fg) =>
    `<path d="M50 18L6 38l44 20 44-20z" fill="${fg}"/><path d="M24 48v18c0 8 12 14 26 14s26-6 26-14V48L50 60z" fill="${fg}"/>` +
    `<path d="M86 42v24" ${stroke(fg, 4)}/>`,
  bolt: (fg) => `<path d="M58 6L18 56h26l-8 38 44-54H54z" fill="${fg}"/>`,
  panel: (fg) =>
    `<rect x="10" y="18" width="80" height="64" rx="9" ${stroke(fg, 7)}/><rect x="58" y="22" width="28" height="56" rx="3" fill="${fg}"/>`,
  trophy: (fg) =>
    `<path d="M30 12h40v26a20 20 0 0 1-40 0z" fill="${fg}"/><path d="M30 20H16v6a14 14 0 0 0 14 14M70 20h14v6a14 14 0 0 1-14 14" ${stroke(fg, 6)}/>` +
    `<rect x="44" y="56" width="12" height="16" fill="${fg}"/><rect x="28" y="72" width="44" height="12" rx="4" fill="${fg}"/>`,
  camera: (fg, bg) =>
    `<path d="M12 32h18l8-12h24l8 12h18v50H12z" fill="${fg}"/><circle cx="50" cy="56" r="16" fill="${bg}"/><circle cx="50" cy="56" r="9" fill="${fg}"/>`,
  play: (fg, bg) =>
    `<rect x="10" y="18" width="80" height="64" rx="14" fill="${fg}"/><path d="M42 36v28l24-14z" fill="${bg}"/>`,
};

/** The glyph's shapes, placed into a box at (x, y) of the given size. */
export function glyph(name: GlyphName, x: number, y: number, size: number, fg: string, bg: string) {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${GLYPHS[name](fg, bg)}</g>`;
}
