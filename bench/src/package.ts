// Package inspection: the time and memory to inspect a realistic ~20 MB extension package
// (many scripts, stylesheets and locales that compress, images, fonts and wasm that do not).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import {
  buildZip,
  type DeflatedContent,
  type ZipBuildEntry,
} from '../../apps/server/src/test/zip-builder.js';
import type { PackageInspectFigures } from './package-inspect.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(HERE, 'package-inspect.ts');
const TARGET_BYTES = 20 * 1024 * 1024;
const RUNS = Number(process.env.BENCH_PACKAGE_RUNS || 7);
const LOCALES = ['en', 'ko', 'ja', 'de', 'fr', 'es', 'pt_BR', 'zh_CN', 'zh_TW', 'ru', 'it', 'vi'];

/** A deterministic generator, so every run measures the same package. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(20_26);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const WORDS = [
  'tab',
  'window',
  'session',
  'store',
  'query',
  'render',
  'update',
  'options',
  'state',
  'list',
  'group',
  'title',
  'url',
  'count',
  'filter',
  'sort',
  'item',
  'node',
  'event',
  'handler',
  'cache',
  'timer',
  'message',
  'port',
  'response',
  'request',
  'value',
  'index',
  'result',
  'error',
];

function identifier(): string {
  return `${pick(WORDS)}${pick(WORDS).replace(/^./, (c) => c.toUpperCase())}`;
}

/** Bundled-script-like text: about 4-5x smaller once deflated. */
function script(bytes: number): string {
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line =
      random() < 0.5
        ? `export function ${identifier()}(${identifier()}, ${identifier()}) { return ${identifier()}.${pick(WORDS)}(${Math.floor(random() * 10_000)}); }`
        : `  const ${identifier()} = await chrome.${pick(['tabs', 'storage', 'runtime'])}.${pick(WORDS)}({ ${pick(WORDS)}: ${identifier()}, ${pick(WORDS)}: '${pick(WORDS)}' });`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

function stylesheet(bytes: number): string {
  let css = '';
  while (css.length < bytes) {
    css += `.${pick(WORDS)}-${pick(WORDS)} { margin: ${Math.floor(random() * 24)}px; color: #${Math.floor(
      random() * 0xffffff,
    )
      .toString(16)
      .padStart(6, '0')}; }\n`;
  }
  return css;
}

/** Deflated once, so the package size is known before the archive is written. */
function deflated(text: string): DeflatedContent {
  const data = Buffer.from(text);
  return { data: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

function noise(bytes: number): Buffer {
  const data = Buffer.alloc(Math.ceil(bytes / 4) * 4);
  for (let i = 0; i < data.length; i += 4) data.writeUInt32LE(Math.floor(random() * 2 ** 32), i);
  return data.subarray(0, bytes);
}

function chunk(type: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(data.length, 0);
  header.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([header.subarray(4), data])), 0);
  return Buffer.concat([header, data, crc]);
}

/** A real RGBA PNG of one colour with a lighter square, decodable by any image library. */
function png(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const inner = Math.abs(x - size / 2) < size / 4 && Math.abs(y - size / 2) < size / 4;
      row.set(inner ? [0x90, 0xca, 0xf9, 0xff] : [0x1e, 0x88, 0xe5, 0xff], 1 + x * 4);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function messages(locale: string, count: number): string {
  const catalog: Record<string, { message: string; description: string }> = {
    appName: { message: `Tab Keeper (${locale})`, description: 'The name of the extension.' },
    appDesc: { message: 'Keeps your tabs tidy and your sessions safe.', description: 'Listing.' },
  };
  for (let i = 0; i < count; i++) {
    catalog[`${identifier()}${i}`] = {
      message: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i}`,
      description: `Shown in the ${pick(WORDS)} panel.`,
    };
  }
  return JSON.stringify(catalog, null, 2);
}

/** About TARGET_BYTES of zip: scripts and styles first, then binary assets until the size. */
export function realisticPackage(): { zip: Buffer; files: number } {
  const entries: ZipBuildEntry[] = [
    {
      name: 'manifest.json',
      data: JSON.stringify({
        manifest_version: 3,
        name: '__MSG_appName__',
        description: '__MSG_appDesc__',
        version: '4.12.0.3',
        default_locale: 'en',
        icons: {
          '16': 'icons/16.png',
          '32': 'icons/32.png',
          '48': 'icons/48.png',
          '128': 'icons/128.png',
        },
        action: { default_popup: 'popup.html', default_icon: { '32': 'icons/32.png' } },
        background: { service_worker: 'dist/background.js', type: 'module' },
        permissions: ['storage', 'tabs', 'sessions', 'alarms'],
        host_permissions: ['https://*.example.com/*'],
      }),
    },
    ...[16, 32, 48, 128].map((size) => ({
      name: `icons/${size}.png`,
      data: png(size),
      method: 'store' as const,
    })),
    ...LOCALES.map((locale) => ({
      name: `_locales/${locale}/messages.json`,
      data: messages(locale, 400),
    })),
    {
      name: 'popup.html',
      data: '<!doctype html><script type="module" src="dist/popup.js"></script>',
    },
    // The files the manifest and the popup name: Chromium refuses a package without them.
    { name: 'dist/background.js', deflated: deflated(script(24_000)) },
    { name: 'dist/popup.js', deflated: deflated(script(12_000)) },
  ];
  for (let i = 0; i < 400; i++) {
    const name = `dist/chunks/${identifier()}-${i}.js`;
    entries.push({ name, deflated: deflated(script(8_000 + Math.floor(random() * 40_000))) });
  }
  for (let i = 0; i < 120; i++) {
    const name = `styles/${pick(WORDS)}-${i}.css`;
    entries.push({ name, deflated: deflated(stylesheet(2_000 + Math.floor(random() * 10_000))) });
  }
  entries.push({ name: 'wasm/engine.wasm', data: noise(2_500_000), method: 'store' });
  let size = buildZip(entries).length;
  // Images and fonts are compressed already: stored, as zip tools store them.
  for (let i = 0; size < TARGET_BYTES; i++) {
    const name = `assets/${pick(['img', 'fonts'])}/${pick(WORDS)}-${i}.${pick(['webp', 'woff2', 'jpg'])}`;
    const data = noise(20_000 + Math.floor(random() * 180_000));
    entries.push({ name, data, method: 'store' });
    // A local header (30) and a central one (46), each with the name.
    size += data.length + 76 + 2 * Buffer.byteLength(name);
  }
  const zip = buildZip(entries);
  return { zip, files: entries.length };
}

function runChild(zipPath: string): Promise<PackageInspectFigures> {
  return new Promise((resolve, reject) => {
    // Sources through tsx, the contract from its sources too: no build needed for this step.
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', CHILD, zipPath, String(RUNS)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`package inspection exited ${code}`));
      const line = output.trim().split('\n').at(-1) ?? '';
      resolve(JSON.parse(line) as PackageInspectFigures);
    });
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runPackageBench(log: (message: string) => void): Promise<void> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-bench-package-'));
  try {
    log('Building a realistic extension package\u2026');
    const { zip, files } = realisticPackage();
    const zipPath = path.join(folder, 'package.zip');
    await fs.promises.writeFile(zipPath, zip);
    log(`Inspecting ${mb(zip.length)}, ${files} files, ${RUNS} times in a separate process\u2026`);
    const figures = await runChild(zipPath);
    process.stdout.write(
      `\nLagoon package inspection: ${mb(zip.length)} zip, ${files} files (${figures.summary}), ` +
        `${RUNS} runs, Node ${process.version}\n` +
        `  median ${median(figures.runs).toFixed(1)} ms, fastest ${Math.min(...figures.runs).toFixed(1)} ms, ` +
        `slowest ${Math.max(...figures.runs).toFixed(1)} ms\n` +
        `  peak RSS ${mb(figures.peakRssBytes)} (process after warm-up: ${mb(figures.baselineRssBytes)}), ` +
        `peak heap + buffers growth ${mb(figures.peakHeapGrowthBytes)}\n`,
    );
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
