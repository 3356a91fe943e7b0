import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** File types the store keeps, with the content type each is served as. */
export const STORED_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  zip: 'application/zip',
  crx: 'application/x-chrome-extension',
} as const;
export type StoredType = keyof typeof STORED_TYPES;

const KEY_PATTERN = /^([a-f0-9]{64})\.(png|jpg|webp|zip|crx)$/;

export interface StoredFile {
  /** "<sha256>.<type>": the same bytes always get the same key. */
  key: string;
  sha256: string;
  size: number;
  contentType: string;
}

/** Where packages, icons, screenshots and wallpapers live. Files are immutable once written. */
export interface FileStorage {
  put(data: Buffer, type: StoredType): Promise<StoredFile>;
  /** A readable stream of the file, or null when the key is unknown or malformed. */
  open(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<StoredEntry>;
  /** Removes what interrupted writes left behind before `before`; returns how many. */
  removeLeftovers(before: Date): Promise<number>;
}

export interface StoredEntry {
  key: string;
  size: number;
  /** When the file was last written, or last stored again with the same bytes. */
  modifiedAt: Date;
}

/** Parses a storage key; null for anything that is not exactly "<sha256>.<type>". */
export function parseKey(key: string): { sha256: string; type: StoredType } | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  return { sha256: match[1]!, type: match[2] as StoredType };
}

/**
 * The storage key a file reference names: "/files/<key>", an absolute URL of it, or the bare
 * key; null for anything else. Clients send back the URLs the API gave them.
 */
export function keyFromReference(reference: string): string | null {
  let path = reference.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  const key = path.startsWith('/files/') ? path.slice('/files/'.length) : path;
  return parseKey(key) ? key : null;
}

/** The URL a stored file is served at. */
export function fileUrl(key: string): string {
  return `/files/${key}`;
}

/**
 * Keeps files under a directory, content-addressed and fanned out by the first two bytes of
 * the hash. Writes go to a temporary name first so a crash never leaves a half file behind.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(sha256: string, type: StoredType): string {
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), `${sha256}.${type}`);
  }

  async put(data: Buffer, type: StoredType): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(data).digest('hex');
    const target = this.pathOf(sha256, type);
    const stored = {
      key: `${sha256}.${type}`,
      sha256,
      size: data.length,
      contentType: STORED_TYPES[type],
    };
    if (fs.existsSync(target)) {
      // The same bytes stored again: the file is in use from now on, so the collector of unused
      // files, which spares recent files, must see it as recent.
      const now = new Date();
      await fs.promises.utimes(target, now, now).catch(() => {});
      return stored;
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temporary, data);
    await fs.promises.rename(temporary, target);
    return stored;
  }

  async open(key: string) {
    const parsed = parseKey(key);
    if (!parsed) return null;
    const target = this.pathOf(parsed.sha256, parsed.type);
    try {
      const stat = await fs.promises.stat(target);
      return {
        stream: fs.createReadStream(target),
        size: stat.size,
        contentType: STORED_TYPES[parsed.type],
      };
    } catch {
      return null;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const parsed = parseKey(key);
    if (!parsed) return null;
    try {
      return await fs.promises.readFile(this.pathOf(parsed.sha256, parsed.type));
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    const parsed = parseKey(key);
    if (!parsed) return;
    await fs.promises.rm(this.pathOf(parsed.sha256, parsed.type), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    for await (const file of this.files()) {
      if (!parseKey(file.name)) continue;
      const stat = await fs.promises.stat(file.path).catch(() => null);
      if (stat) yield { key: file.name, size: stat.size, modifiedAt: stat.mtime };
    }
  }

  async removeLeftovers(before: Date): Promise<number> {
    let removed = 0;
    for await (const file of this.files()) {
      if (!file.name.endsWith('.tmp')) continue;
      const stat = await fs.promises.stat(file.path).catch(() => null);
      if (!stat || stat.mtime >= before) continue;
      await fs.promises.rm(file.path, { force: true });
      removed += 1;
    }
    return removed;
  }

  /** The files of the two fan-out levels; anything else under the root is not the store's. */
  private async *files(): AsyncIterable<{ name: string; path: string }> {
    const fanOut = /^[a-f0-9]{2}$/;
    for (const first of await subdirectories(this.root, fanOut)) {
      for (const second of await subdirectories(first, fanOut)) {
        const entries = await fs.promises.readdir(second, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (entry.isFile()) yield { name: entry.name, path: path.join(second, entry.name) };
        }
      }
    }
  }
}

async function subdirectories(directory: string, pattern: RegExp): Promise<string[]> {
  const entries = await fs.promises.readdir(directory, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
    .map((entry) => path.join(directory, entry.name));
}
