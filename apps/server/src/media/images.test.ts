import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { ErrorCode } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { LocalFileStorage, parseKey } from '../storage/storage.js';
import { checkImage, type ImageKind, MAX_IMAGE_PIXELS, storeImage } from './images.js';

function solid(width: number, height: number, alpha = false) {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 20, g: 120, b: 220, alpha: 0.5 } : { r: 20, g: 120, b: 220 },
    },
  });
}

const png = (width: number, height: number) => solid(width, height).png().toBuffer();
const jpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function uint32s(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  for (const [index, value] of values.entries()) buffer.writeUInt32BE(value, index * 4);
  return buffer;
}

/**
 * A valid one-colour 1-bit greyscale PNG: 20000 x 20000 (400 million pixels) in about 50 kB,
 * written by hand because encoding it through a decoder would itself take seconds.
 */
function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.concat([uint32s(side, side), Buffer.from([1, 0, 0, 0, 0])]);
  const rows = Buffer.alloc((Math.ceil(side / 8) + 1) * side);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A two-frame APNG built from a still PNG: acTL and fcTL before its data, a second frame after. */
async function animatedPng(width: number, height: number): Promise<Buffer> {
  const still = await solid(width, height).png().toBuffer();
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < still.length; ) {
    const length = still.readUInt32BE(offset);
    chunks.push({
      type: still.toString('latin1', offset + 4, offset + 8),
      data: still.subarray(offset + 8, offset + 8 + length),
    });
    offset += 12 + length;
  }
  const frameControl = (sequence: number) =>
    Buffer.concat([uint32s(sequence, width, height, 0, 0), Buffer.from([0, 1, 0, 10, 0, 0])]);
  const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', chunks.find((c) => c.type === 'IHDR')!.data),
    chunk('acTL', uint32s(2, 0)),
    chunk('fcTL', frameControl(0)),
    chunk('IDAT', idat),
    chunk('fcTL', frameControl(1)),
    chunk('fdAT', Buffer.concat([uint32s(2), idat])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<ErrorCode> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

describe('checkImage', () => {
  it('accepts each kind at its allowed sizes, by content', async () => {
    expect(await checkImage(await png(1280, 800), 'slide')).toEqual({
      width: 1280,
      height: 800,
      format: 'png',
    });
    expect(await checkImage(await jpeg(640, 400), 'slide')).toEqual({
      width: 640,
      height: 400,
      format: 'jpeg',
    });
    expect(await checkImage(await solid(440, 280).webp().toBuffer(), 'image')).toEqual({
      width: 440,
      height: 280,
      format: 'webp',
    });
    expect((await checkImage(await png(220, 140), 'image')).width).toBe(220);
    for (const side of [128, 512, 1024]) {
      expect((await checkImage(await png(side, side), 'icon')).height).toBe(side);
    }
  });

  it('refuses sizes the kind does not allow', async () => {
    const cases: [ImageKind & ('slide' | 'image' | 'icon'), number, number][] = [
      ['slide', 1280, 720],
      ['slide', 800, 1280],
      ['slide', 440, 280],
      ['image', 440, 281],
      ['image', 1280, 800],
      ['icon', 127, 127],
      ['icon', 1025, 1025],
      ['icon', 128, 130],
    ];
    for (const [kind, width, height] of cases) {
      expect(await refusal(checkImage(await png(width, height), kind))).toBe(
        'UNSUPPORTED_IMAGE_RESOLUTION',
      );
    }
  });

  it('measures the size the browser shows: EXIF orientation applied', async () => {
    // Stored as 800 x 1280 but tagged "rotate 90°": it shows as a 1280 x 800 screenshot.
    const rotated = await solid(800, 1280).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await checkImage(rotated, 'slide')).toMatchObject({ width: 1280, height: 800 });
    const upright = await solid(1280, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await refusal(checkImage(upright, 'slide'))).toBe('UNSUPPORTED_IMAGE_RESOLUTION');
  });

  it('refuses what is not a PNG, JPEG or WebP, whatever it claims to be', async () => {
    const text = Buffer.from('not an image, whatever the name says\n');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><rect width="1280" height="800"/></svg>',
    );
    const gif = await solid(128, 128).gif().toBuffer();
    const tiff = await solid(128, 128).tiff().toBuffer();
    for (const data of [Buffer.alloc(0), text, svg, gif, tiff]) {
      expect(await refusal(checkImage(data, 'icon'))).toBe('INVALID_IMAGE');
    }
    // The right signature followed by garbage is not an image either.
    const fake = Buffer.concat([(await png(128, 128)).subarray(0, 8), Buffer.alloc(200, 7)]);
    expect(await refusal(checkImage(fake, 'icon'))).toBe('INVALID_IMAGE');
  });

  it('decodes every pixel: truncated files are refused even when the header is intact', async () => {
    const whole = await solid(1280, 800)
      .composite([{ input: await solid(640, 400, true).png().toBuffer(), top: 10, left: 10 }])
      .png({ compressionLevel: 0 })
      .toBuffer();
    const truncatedPng = whole.subarray(0, Math.floor(whole.length / 2));
    expect((await sharp(truncatedPng).metadata()).width).toBe(1280);
    expect(await refusal(checkImage(truncatedPng, 'slide'))).toBe('INVALID_IMAGE');

    const photo = await jpeg(1280, 800);
    expect(await refusal(checkImage(photo.subarray(0, photo.length - 200), 'slide'))).toBe(
      'INVALID_IMAGE',
    );
  });

  it('refuses animations: animated WebP and APNG', async () => {
    const frames = [await png(128, 128), await solid(128, 128, true).png().toBuffer()];
    const webp = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect((await sharp(webp).metadata()).pages).toBe(2);
    expect(await refusal(checkImage(webp, 'icon'))).toBe('INVALID_IMAGE');

    const apng = await animatedPng(128, 128);
    // Without the check the decoder would accept it, showing the first frame only.
    expect((await sharp(apng).metadata()).width).toBe(128);
    expect(await refusal(checkImage(apng, 'icon'))).toBe('INVALID_IMAGE');
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.width, header.height]).toEqual([20_000, 20_000]);
    // Refused from the header: decoding 400 million pixels would take seconds and 400 MB.
    expect(await refusal(checkImage(bomb, 'slide'))).toBe('UNSUPPORTED_IMAGE_RESOLUTION');
    expect(await refusal(checkImage(bomb, 'icon'))).toBe('UNSUPPORTED_IMAGE_RESOLUTION');
  });
});

describe('storeImage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-media-'));
  const storage = new LocalFileStorage(root);
  afterAll(() => fs.promises.rm(root, { recursive: true, force: true }));

  async function stored(key: string) {
    const data = await storage.read(key);
    expect(data).not.toBeNull();
    return { data: data!, metadata: await sharp(data!).metadata() };
  }

  it('stores a canonical file with a same-size WebP and a WebP thumbnail', async () => {
    const image = await storeImage(storage, await png(1280, 800), 'slide');
    expect(image).toMatchObject({ width: 1280, height: 800 });
    expect(image.url).toBe(`/files/${image.key}`);
    expect(parseKey(image.key)?.type).toBe('png');
    expect(Object.keys(image.derivatives).sort()).toEqual(['thumb', 'webp']);

    const canonical = await stored(image.key);
    expect([canonical.metadata.format, canonical.metadata.width]).toEqual(['png', 1280]);
    const webp = await stored(image.derivatives.webp!);
    expect(webp.metadata).toMatchObject({ format: 'webp', width: 1280, height: 800 });
    const thumb = await stored(image.derivatives.thumb!);
    expect(thumb.metadata).toMatchObject({ format: 'webp', width: 320, height: 200 });
  });

  it('sizes thumbnails by kind', async () => {
    const thumbSize = async (data: Buffer, kind: ImageKind) => {
      const image = await storeImage(storage, data, kind);
      const { metadata } = await stored(image.derivatives.thumb!);
      return [metadata.width, metadata.height];
    };
    expect(await thumbSize(await png(640, 400), 'slide')).toEqual([320, 200]);
    expect(await thumbSize(await png(440, 280), 'image')).toEqual([220, 140]);
    expect(await thumbSize(await png(220, 140), 'image')).toEqual([220, 140]);
    expect(await thumbSize(await png(512, 512), 'icon')).toEqual([48, 48]);
    expect(await thumbSize(await png(16, 16), 'package-icon')).toEqual([16, 16]);
  });

  it('keeps JPEG for photos, PNG for PNG and transparent WebP, JPEG for opaque WebP', async () => {
    const typeOf = async (data: Buffer) =>
      parseKey((await storeImage(storage, data, 'image')).key)?.type;
    expect(await typeOf(await jpeg(440, 280))).toBe('jpg');
    expect(await typeOf(await png(440, 280))).toBe('png');
    expect(await typeOf(await solid(440, 280, true).webp().toBuffer())).toBe('png');
    expect(await typeOf(await solid(440, 280).webp().toBuffer())).toBe('jpg');
  });

  it('serves what it decoded: the same pixels, transparency kept', async () => {
    const source = await solid(128, 128, true).png().toBuffer();
    const image = await storeImage(storage, source, 'icon');
    const { data } = await stored(image.key);
    const pixel = async (input: Buffer) => [
      ...(await sharp(input).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer()),
    ];
    expect(await pixel(data)).toEqual(await pixel(source));
  });

  it('strips EXIF and other metadata from every stored file', async () => {
    const marker = 'Lagoon-private-camera-serial-4711';
    const exif = { IFD0: { Copyright: marker, Artist: marker } };
    for (const source of [
      await solid(1280, 800).jpeg().withExif(exif).toBuffer(),
      await solid(1280, 800).png().withExif(exif).toBuffer(),
      await solid(1280, 800).webp().withExif(exif).toBuffer(),
    ]) {
      expect(source.includes(marker)).toBe(true);
      const image = await storeImage(storage, source, 'slide');
      for (const key of [image.key, ...Object.values(image.derivatives)]) {
        const { data, metadata } = await stored(key);
        expect(data.includes(marker)).toBe(false);
        expect(metadata.exif).toBeUndefined();
      }
    }
  });

  it('turns an oriented photo upright, since the tag that rotated it is gone', async () => {
    const rotated = await solid(800, 1280).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await storeImage(storage, rotated, 'slide');
    const { metadata } = await stored(image.key);
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([1280, 800, undefined]);
  });

  it('takes package icons of any size up to the pixel limit, stored as PNG', async () => {
    const icon = await storeImage(storage, await jpeg(96, 80), 'package-icon');
    expect([icon.width, icon.height, parseKey(icon.key)?.type]).toEqual([96, 80, 'png']);
    expect(await refusal(storeImage(storage, decompressionBomb(), 'package-icon'))).toBe(
      'UNSUPPORTED_IMAGE_RESOLUTION',
    );
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    expect(await refusal(storeImage(storage, decompressionBomb(side), 'package-icon'))).toBe(
      'UNSUPPORTED_IMAGE_RESOLUTION',
    );
  });

  it('stores nothing when the image is refused', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'lagoon-media-'));
    const untouched = new LocalFileStorage(empty);
    expect(await refusal(storeImage(untouched, Buffer.from('text'), 'icon'))).toBe('INVALID_IMAGE');
    expect(await refusal(storeImage(untouched, await png(100, 100), 'icon'))).toBe(
      'UNSUPPORTED_IMAGE_RESOLUTION',
    );
    expect(fs.readdirSync(empty)).toEqual([]);
    await fs.promises.rm(empty, { recursive: true, force: true });
  });
});
