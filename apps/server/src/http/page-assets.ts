import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './page-head.js';

/** One chunk of the web app's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The styles of a rendered page beyond the app shell's: those of its code and of everything
 * that code imports. Linked from the page's head, so the page is styled as it arrives and
 * nothing moves when its code lands. Its code is not preloaded: the page reads before it runs,
 * and preloading it took bandwidth from the images that make the page's largest paint.
 */
export class PageAssets {
  private readonly cache = new Map<string, string>();

  private constructor(
    private readonly manifest: Manifest,
    private readonly shellFiles: ReadonlySet<string>,
  ) {}

  /** Reads the manifest of a build; null when the build has none (then nothing is linked). */
  static load(webDist: string): PageAssets | null {
    const file = path.join(webDist, '.vite', 'manifest.json');
    if (!fs.existsSync(file)) return null;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const shell = new Set<string>();
    if (entry) for (const chunk of closure(manifest, [entry])) collect(chunk, shell);
    return new PageAssets(manifest, shell);
  }

  /** The stylesheet <link> tags for the given source modules (keys of the manifest). */
  linkTags(modules: readonly string[]): string {
    const key = modules.join('\n');
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const roots = modules.flatMap((module) => this.manifest[module] ?? []);
    const files = new Set<string>();
    for (const chunk of closure(this.manifest, roots)) collect(chunk, files);
    const tags: string[] = [];
    for (const file of files) {
      if (this.shellFiles.has(file) || !file.endsWith('.css')) continue;
      tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(`/${file}`)}">`);
    }
    const html = tags.join('\n    ');
    this.cache.set(key, html);
    return html;
  }
}

/** The chunks and every chunk they import statically, transitively. */
function closure(manifest: Manifest, roots: readonly ManifestChunk[]): ManifestChunk[] {
  const seen = new Set<ManifestChunk>();
  const pending = [...roots];
  while (pending.length > 0) {
    const chunk = pending.pop() as ManifestChunk;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports ?? []) {
      const imported = manifest[name];
      if (imported) pending.push(imported);
    }
  }
  return [...seen];
}

function collect(chunk: ManifestChunk, into: Set<string>): void {
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
}
