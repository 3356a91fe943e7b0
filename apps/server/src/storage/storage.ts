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
} as const;
export type StoredType = keyof typeof STORED_TYPES;

const KEY_PATTERN = /^([a-f0-9]{64})\.(png|jpg|webp|zip)$/;

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
    if (fs.existsSync(target)) return stored;
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
}
