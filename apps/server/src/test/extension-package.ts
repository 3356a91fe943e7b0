import sharp from 'sharp';
import type { TestClient } from './app.js';
import { postForm } from './multipart.js';
import { buildZip, type ZipBuildEntry } from './zip-builder.js';

/** A solid PNG of the given size: icons, screenshots and promotional images for tests. */
export function png(width: number, height: number, color = '#3a7bd5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
}

export interface PackageOptions {
  version?: string;
  manifestVersion?: 2 | 3;
  extra?: Record<string, unknown>;
  /** Written as given, so a test can add entries a careful tool would refuse (`../x`). */
  files?: ZipBuildEntry[];
}

/** A real extension package: manifest, English and Korean messages, icons and a script. */
export async function extensionZip(options: PackageOptions = {}): Promise<Buffer> {
  const manifest = {
    manifest_version: options.manifestVersion ?? 3,
    name: '__MSG_appName__',
    description: '__MSG_appDescription__',
    version: options.version ?? '1.0.0',
    default_locale: 'en',
    icons: { '16': 'icons/16.png', '128': 'icons/128.png' },
    ...options.extra,
  };
  const messages = (name: string, description: string) =>
    Buffer.from(
      JSON.stringify({
        appName: { message: name },
        appDescription: { message: description },
      }),
    );
  return buildZip([
    { name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) },
    { name: '_locales/en/messages.json', data: messages('Paper Trail', 'Keeps a trail of pages') },
    {
      name: '_locales/ko/messages.json',
      data: messages('페이퍼 트레일', '읽은 페이지를 기록합니다'),
    },
    { name: 'icons/16.png', data: await png(16, 16) },
    { name: 'icons/128.png', data: await png(128, 128) },
    {
      name: 'background.js',
      data: Buffer.from('chrome.runtime.onInstalled.addListener(() => {});'),
    },
    ...(options.files ?? []),
  ]);
}

/** Uploads a package as the developer dashboard does (multipart with file and filename). */
export function uploadPackage(
  client: TestClient,
  url: string,
  zip: Buffer,
  fileName = 'paper-trail.zip',
) {
  return postForm(client, url, [
    { name: 'filename', data: Buffer.from(fileName) },
    { name: 'file', filename: fileName, contentType: 'application/zip', data: zip },
  ]);
}
