import fs from 'node:fs';
import path from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip writer for tests that need packages a careful tool would never make: raw names (`../x`,
 * `/abs`, NUL bytes), duplicates, symbolic links, the encryption flag, sizes that lie, and a
 * real zip bomb. Headers follow APPNOTE 6.3; no zip64, no data descriptors.
 */
export interface ZipBuildEntry {
  /** The name exactly as stored; a Buffer keeps bytes a string cannot (invalid UTF-8). */
  name: string | Buffer;
  data?: Buffer | string;
  /** Default deflate; a number writes that method code over stored bytes (e.g. 12, bzip2). */
  method?: 'deflate' | 'store' | number;
  /** A symlink stores its target as data and S_IFLNK in the unix external attributes. */
  kind?: 'file' | 'directory' | 'symlink';
  /**
   * Sets general purpose bit 0 (and bit 6 for 'strong') and adds the 12-byte header
   * traditional encryption has.
   */
  encrypted?: boolean | 'strong';
  /** Written instead of the real uncompressed size. */
  declaredSize?: number;
  /** Content deflated beforehand, for entries too large to hold inflated (see zerosDeflated). */
  deflated?: DeflatedContent;
  /** Sets general purpose bit 11, a UTF-8 name (the default); false leaves the name CP437. */
  utf8?: boolean;
}

export interface DeflatedContent {
  data: Buffer;
  size: number;
  crc: number;
}

const MADE_BY_UNIX = (3 << 8) | 20;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
const MSDOS_DIRECTORY = 0x10;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const FLAG_UTF8 = 0x0800;
/** 1 January 2020, as in the seed's writer. */
const DOS_DATE = ((2020 - 1980) << 9) | (1 << 5) | 1;

function externalAttributes(kind: ZipBuildEntry['kind']): number {
  switch (kind) {
    case 'directory':
      return (((S_IFDIR | 0o755) << 16) | MSDOS_DIRECTORY) >>> 0;
    case 'symlink':
      return ((S_IFLNK | 0o777) << 16) >>> 0;
    default:
      return ((S_IFREG | 0o644) << 16) >>> 0;
  }
}

interface Body {
  method: number;
  stored: Buffer;
  size: number;
  crc: number;
}

function body(entry: ZipBuildEntry): Body {
  if (entry.deflated) {
    return { method: 8, stored: entry.deflated.data, ...entry.deflated };
  }
  const data =
    typeof entry.data === 'string' ? Buffer.from(entry.data) : (entry.data ?? Buffer.alloc(0));
  const method =
    typeof entry.method === 'number'
      ? entry.method
      : entry.method === 'store' || entry.kind === 'directory'
        ? 0
        : 8;
  const stored = method === 8 ? deflateRawSync(data) : data;
  return { method, stored, size: data.length, crc: crc32(data) };
}

/** Writes the entries, in order, as one zip archive in memory. */
export function buildZip(entries: readonly ZipBuildEntry[]): Buffer {
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const content = body(entry);
    // Never decrypted by a reader that refuses encryption; only the length has to fit.
    const stored = entry.encrypted
      ? Buffer.concat([Buffer.alloc(12, 0x5a), content.stored])
      : content.stored;
    const flags =
      (entry.utf8 === false ? 0 : FLAG_UTF8) |
      (entry.encrypted ? FLAG_ENCRYPTED : 0) |
      (entry.encrypted === 'strong' ? FLAG_STRONG_ENCRYPTION : 0);
    const size = entry.declaredSize ?? content.size;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(content.method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(content.crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, stored);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(MADE_BY_UNIX, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(content.method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(content.crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    // extra and comment lengths, disk number, internal attributes: 0
    central.writeUInt32LE(externalAttributes(entry.kind), 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + stored.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...centrals, end]);
}

/** Writes the archive to `dir/fileName` and returns its path. */
export async function writeZipFile(
  dir: string,
  fileName: string,
  entries: readonly ZipBuildEntry[],
): Promise<string> {
  const target = path.join(dir, fileName);
  await fs.promises.writeFile(target, buildZip(entries));
  return target;
}

const CHUNK = 1024 * 1024;
/** An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * `megabytes` MiB of zeros as one raw deflate stream, without ever holding them: one MiB is
 * deflated with a full flush (no back references before it, byte-aligned end), the result is
 * repeated, and an empty final block closes the stream. A 300 MiB bomb is about 300 KB.
 */
export function zerosDeflated(megabytes: number): DeflatedContent {
  const zeros = Buffer.alloc(CHUNK);
  const piece = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(zeros, crc);
  const data = Buffer.concat([...new Array<Buffer>(megabytes).fill(piece), FINAL_EMPTY_BLOCK]);
  return { data, size: megabytes * CHUNK, crc };
}
