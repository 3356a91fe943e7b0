import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The colour tokens both themes draw with, read from the stylesheet itself. Fields must be told
// apart from what they sit on (a 3:1 edge, as for any control), and text must be readable.

const css = fs.readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no ${selector} block`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

const light = block(':root');
const themes = {
  light,
  dark: { ...light, ...block(':root[data-theme="dark"]') },
  // Before the page's script sets a theme, a dark system preference gets these.
  'dark by system preference': {
    ...light,
    ...block(':root[data-theme="dark"]'),
    ...block(':root:not([data-theme])'),
  },
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

describe.each(Object.entries(themes))('the %s theme', (_name, colors) => {
  const surfaces = ['--color-bg', '--color-surface', '--color-surface-muted'];

  it('draws field edges at 3:1 against every surface a field sits on', () => {
    for (const surface of surfaces) {
      const ratio = contrast(colors['--color-input-border']!, colors[surface]!);
      expect(ratio, `--color-input-border on ${surface}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws body and secondary text at 4.5:1 against every surface', () => {
    for (const text of ['--color-text', '--color-text-muted', '--color-text-subtle']) {
      for (const surface of surfaces) {
        const ratio = contrast(colors[text]!, colors[surface]!);
        expect(ratio, `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
