import fs from 'node:fs';
import path from 'node:path';

/** One chunk of the web app's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: the file name, without extension, of the first module it holds. */
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A stylesheet link of the built index.html, e.g. <link rel="stylesheet" crossorigin href="/assets/index-1.css">. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * The styles of a rendered page, written into the page itself: the shell's stylesheets (which
 * index.html links) and those of the page's code and everything it imports (from the build
 * manifest). A linked stylesheet holds up the first paint for a request of its own; inline,
 * the page paints as soon as it arrives, styled, and nothing moves when its code lands (the
 * chunk's own link then adds the same rules again). The page's code is not preloaded: the page
 * reads before it runs, and preloading it took bandwidth from the images in view.
 */
export class PageAssets {
  private readonly cache = new Map<string, string>();
  private readonly texts = new Map<string, string>();

  private constructor(
    private readonly webDist: string,
    private readonly manifest: Manifest,
  ) {}

  /** Reads the manifest of a build; null when the build has none (then nothing is inlined). */
  static load(webDist: string): PageAssets | null {
    const file = path.join(webDist, '.vite', 'manifest.json');
    if (!fs.existsSync(file)) return null;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    return new PageAssets(webDist, manifest);
  }

  /** index.html without its stylesheet links, and the files they named, in their order. */
  static splitTemplate(template: string): { template: string; stylesheets: string[] } {
    const stylesheets = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
    return { template: template.replace(STYLESHEET_LINK, ''), stylesheets };
  }

  /**
   * One <style> element with the given stylesheets of the shell, then those of the given source
   * modules (keys of the manifest) that the shell does not have.
   */
  inlineStyles(shellStylesheets: readonly string[], modules: readonly string[]): string {
    const key = [...shellStylesheets, '', ...modules].join('\n');
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const roots = modules.flatMap((module) => this.chunksOf(module));
    const files = new Set<string>(shellStylesheets);
    for (const chunk of closure(this.manifest, roots)) {
      for (const css of chunk.css ?? []) files.add(css);
    }
    const css = [...files].map((file) => this.read(file)).join('\n');
    // Nothing in the style sheet can end its element.
    const html = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    this.cache.set(key, html);
    return html;
  }

  /**
   * The chunk that holds a module. A page's module has its own manifest entry while only the
   * route table loads it; once another chunk also imports it statically (the sidebar store
   * reuses parts of the detail page), the bundler merges it into a shared chunk, which the
   * manifest keys by the chunk's file and names after the module.
   */
  private chunksOf(module: string): ManifestChunk[] {
    const own = this.manifest[module];
    if (own) return [own];
    const name = path.basename(module).replace(/\.[^.]+$/, '');
    return Object.entries(this.manifest)
      .filter(([key, chunk]) => key.startsWith('_') && chunk.name === name)
      .map(([, chunk]) => chunk);
  }

  private read(file: string): string {
    let text = this.texts.get(file);
    if (text === undefined) {
      const absolute = path.join(this.webDist, file);
      // Only files of the build's assets folder.
      text =
        path.relative(path.join(this.webDist, 'assets'), absolute).startsWith('..') ||
        !fs.existsSync(absolute)
          ? ''
          : fs.readFileSync(absolute, 'utf8');
      this.texts.set(file, text);
    }
    return text;
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
