import type { ErrorCode } from '@lagoon/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import {
  makePngIcon,
  pwaRoutes,
  SITE_DESCRIPTION,
  SITE_NAME,
  SITE_SHORT_NAME,
  type SiteRoute,
  startWebAppSite,
  type WebAppSite,
} from '../../test/web-app-site.js';
import { checkWebApp, MANIFEST_MAX_BYTES, PAGE_MAX_BYTES } from './check-web-app.js';
import type { WebAppFetchOptions } from './guarded-fetch.js';
import { isPublicAddress } from './public-address.js';

const free = async () => false;

async function refusal(promise: Promise<unknown>): Promise<ErrorCode> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  throw new Error('the check was expected to fail');
}

const html = (head: string): SiteRoute => ({
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><html><head>${head}</head><body></body></html>`,
});
const json = (value: unknown): SiteRoute => ({
  headers: { 'content-type': 'application/manifest+json' },
  body: typeof value === 'string' ? value : JSON.stringify(value),
});
const manifestWith = (members: Record<string, unknown>) =>
  json({
    name: SITE_NAME,
    short_name: SITE_SHORT_NAME,
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    ...members,
  });

describe('checkWebApp', () => {
  let site: WebAppSite;
  let options: WebAppFetchOptions;
  let complete: Record<string, SiteRoute>;

  beforeAll(async () => {
    complete = await pwaRoutes();
    site = await startWebAppSite(complete);
    options = { allowPrivate: true, ca: site.ca, timeoutMs: 3000 };
  });
  afterAll(() => site.close());
  beforeEach(() => {
    // Every test starts from the complete web app.
    for (const [path, route] of Object.entries(complete)) site.setRoute(path, route);
  });

  it('accepts an installable web app and prefills its listing from the manifest', async () => {
    const asked: string[] = [];
    const checked = await checkWebApp(` ${site.origin}/#top `, options, async (domain) => {
      asked.push(domain);
      return false;
    });
    expect(asked).toEqual(['127.0.0.1']);
    expect(checked).toMatchObject({
      url: `${site.origin}/`,
      finalUrl: `${site.origin}/`,
      domain: '127.0.0.1',
      manifestUrl: `${site.origin}/manifest.webmanifest`,
      name: SITE_NAME,
      shortName: SITE_SHORT_NAME,
      description: SITE_DESCRIPTION,
      manifest: {
        name: SITE_NAME,
        short_name: SITE_SHORT_NAME,
        start_url: `${site.origin}/?source=pwa`,
        display: 'standalone',
        theme_color: '#1e88e5',
        background_color: '#ffffff',
        icons: [
          { src: `${site.origin}/icons/icon-192.png`, sizes: '192x192' },
          { src: `${site.origin}/icons/icon-512.png`, sizes: '512x512' },
        ],
      },
    });
    // The largest icon, fetched and decoded.
    expect(checked.icon).toMatchObject({
      url: `${site.origin}/icons/icon-512.png`,
      contentType: 'image/png',
      width: 512,
      height: 512,
    });
    expect(checked.icon.data.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('follows redirects and reads the manifest relative to the final page', async () => {
    site.setRoute('/old', { status: 301, headers: { location: '/app/' } });
    site.setRoute('/app/', html('<link rel="manifest" href="app.webmanifest">'));
    site.setRoute(
      '/app/app.webmanifest',
      json({
        short_name: 'Tasks',
        start_url: 'https://elsewhere.example/',
        icons: [{ src: 'icon.png' }],
      }),
    );
    site.setRoute('/app/icon.png', { body: await makePngIcon(96) });
    const checked = await checkWebApp(`${site.origin}/old`, options, free);
    expect(checked.url).toBe(`${site.origin}/old`);
    expect(checked.finalUrl).toBe(`${site.origin}/app/`);
    expect(checked.manifestUrl).toBe(`${site.origin}/app/app.webmanifest`);
    expect(checked.name).toBe('Tasks');
    expect(checked.shortName).toBe('Tasks');
    expect(checked.description).toBeNull();
    // A start_url on another origin is ignored.
    expect(checked.manifest.start_url).toBe(`${site.origin}/app/`);
    expect(checked.icon).toMatchObject({ url: `${site.origin}/app/icon.png`, width: 96 });
  });

  it('prefers an icon for any purpose, then PNG, then the largest', async () => {
    site.setRoute('/i/mask.png', { body: await makePngIcon(512) });
    site.setRoute('/i/any.webp', { body: await makePngIcon(256) });
    site.setRoute('/i/any.png', { body: await makePngIcon(128) });
    site.setRoute('/i/small.png', { body: await makePngIcon(48) });
    site.setRoute(
      '/manifest.webmanifest',
      manifestWith({
        icons: [
          { src: '/i/small.png', sizes: '48x48', type: 'image/png' },
          { src: '/i/mask.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/i/any.webp', sizes: '256x256', type: 'image/webp' },
          { src: '/i/any.png', sizes: '128x128', type: 'image/png', purpose: 'any maskable' },
        ],
      }),
    );
    const checked = await checkWebApp(`${site.origin}/`, options, free);
    expect(checked.icon.url).toBe(`${site.origin}/i/any.png`);
  });

  it.each([
    ['webp', 'image/webp'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('accepts a %s icon', async (format, contentType) => {
    const picture = await sharp({
      create: { width: 80, height: 60, channels: 3, background: '#ff7043' },
    })
      [format]()
      .toBuffer();
    site.setRoute(`/i/icon.${format}`, { body: picture });
    site.setRoute('/manifest.webmanifest', manifestWith({ icons: [{ src: `/i/icon.${format}` }] }));
    const checked = await checkWebApp(`${site.origin}/`, options, free);
    expect(checked.icon).toMatchObject({ contentType, width: 80, height: 60 });
    expect(checked.icon.data.equals(picture)).toBe(true);
  });

  it('falls back to the next icon when the best one is broken', async () => {
    site.setRoute('/i/broken.png', { body: 'this is not a picture' });
    site.setRoute('/i/fine.png', { body: await makePngIcon(64) });
    site.setRoute(
      '/manifest.webmanifest',
      manifestWith({
        icons: [
          { src: '/i/broken.png', sizes: '512x512', type: 'image/png' },
          { src: '/i/fine.png', sizes: '64x64', type: 'image/png' },
        ],
      }),
    );
    const checked = await checkWebApp(`${site.origin}/`, options, free);
    expect(checked.icon).toMatchObject({ url: `${site.origin}/i/fine.png`, width: 64 });
    expect(site.hits('/i/broken.png')).toBeGreaterThan(0);
  });

  describe('INVALID_URL_SYNTAX', () => {
    it.each([
      '',
      '   ',
      'not a url',
      'example.com',
      '/relative/path',
      'https://',
      'https://exa mple.com',
      'https://[::1',
      'javascript:alert(1)',
      'data:text/html,<h1>x</h1>',
      'ftp://example.com/',
      'file:///etc/passwd',
      'https://user:secret@example.com/',
      `https://example.com/${'a'.repeat(2100)}`,
    ])('%j', async (input) => {
      expect(await refusal(checkWebApp(input, options, free))).toBe('INVALID_URL_SYNTAX');
    });
  });

  describe('ONLY_SUPPORT_START_WITH_HTTPS_', () => {
    it.each(['http://example.com', 'HTTP://example.com/app', 'http://127.0.0.1'])(
      '%s',
      async (input) => {
        expect(await refusal(checkWebApp(input, options, free))).toBe(
          'ONLY_SUPPORT_START_WITH_HTTPS_',
        );
      },
    );
  });

  describe('DUPLICATED_DOMAIN', () => {
    it('asks about the lower-cased host and fetches nothing when it is taken', async () => {
      const asked: string[] = [];
      const taken = async (domain: string) => {
        asked.push(domain);
        return domain === 'www.example.com';
      };
      expect(await refusal(checkWebApp('https://WWW.Example.COM./app', options, taken))).toBe(
        'DUPLICATED_DOMAIN',
      );
      expect(asked).toEqual(['www.example.com']);

      const before = site.hits('/');
      const ours = async (domain: string) => domain === '127.0.0.1';
      expect(await refusal(checkWebApp(`${site.origin}/`, options, ours))).toBe(
        'DUPLICATED_DOMAIN',
      );
      expect(site.hits('/')).toBe(before);
    });

    it('uses the ASCII form of an international host', async () => {
      const asked: string[] = [];
      await refusal(
        checkWebApp('https://Bücher.example/', options, async (domain) => {
          asked.push(domain);
          return true;
        }),
      );
      expect(asked).toEqual(['xn--bcher-kva.example']);
    });
  });

  describe('CAN_T_CONNECT_TO_URL', () => {
    it('for a page that answers with an error', async () => {
      site.setRoute('/gone', { status: 404, body: 'gone' });
      site.setRoute('/broken', { status: 500, body: 'oops' });
      expect(await refusal(checkWebApp(`${site.origin}/gone`, options, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
      expect(await refusal(checkWebApp(`${site.origin}/broken`, options, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
    });

    it('for a site that does not answer', async () => {
      const other = await startWebAppSite();
      await other.close();
      expect(await refusal(checkWebApp(`${other.origin}/`, options, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
    });

    it('for a page that is too slow', async () => {
      site.setRoute('/slow', { ...html(''), delayMs: 5000 });
      const started = Date.now();
      expect(
        await refusal(checkWebApp(`${site.origin}/slow`, { ...options, timeoutMs: 300 }, free)),
      ).toBe('CAN_T_CONNECT_TO_URL');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('when the whole check runs out of time', async () => {
      site.setRoute('/slow', { ...html(''), delayMs: 5000 });
      const started = Date.now();
      const budget = { ...options, timeoutMs: 3000, totalTimeoutMs: 300 };
      expect(await refusal(checkWebApp(`${site.origin}/slow`, budget, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('for a page over 2 MB', async () => {
      const padding = 'x'.repeat(PAGE_MAX_BYTES);
      site.setRoute('/huge', html(`<link rel="manifest" href="/manifest.webmanifest">${padding}`));
      expect(await refusal(checkWebApp(`${site.origin}/huge`, options, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
    });

    it('for a redirect to http, a redirect loop and too many redirects', async () => {
      site.setRoute('/to-http', { status: 302, headers: { location: 'http://example.com/' } });
      site.setRoute('/loop', { status: 302, headers: { location: '/loop' } });
      for (let step = 1; step <= 6; step += 1) {
        site.setRoute(`/hop/${step}`, {
          status: 302,
          headers: { location: step === 1 ? '/' : `/hop/${step - 1}` },
        });
      }
      for (const path of ['/to-http', '/loop', '/hop/6']) {
        expect(await refusal(checkWebApp(`${site.origin}${path}`, options, free))).toBe(
          'CAN_T_CONNECT_TO_URL',
        );
      }
      // Five redirects are still followed.
      expect((await checkWebApp(`${site.origin}/hop/5`, options, free)).finalUrl).toBe(
        `${site.origin}/`,
      );
    });

    it('for a manifest on an address that is not public', async () => {
      site.setRoute(
        '/',
        html('<link rel="manifest" href="https://169.254.169.254/manifest.json">'),
      );
      expect(await refusal(checkWebApp(`${site.origin}/`, options, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
    });
  });

  describe('hostile URLs, with private addresses not allowed', () => {
    const closed: WebAppFetchOptions = { allowPrivate: false, timeoutMs: 3000 };
    it.each([
      'https://localhost',
      'https://localhost/app',
      'https://127.0.0.1',
      'https://10.0.0.1',
      'https://172.16.5.4',
      'https://192.168.1.1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]',
      'https://[::ffff:127.0.0.1]',
      'https://[::ffff:7f00:1]',
      'https://2130706433',
      'https://0177.0.0.1',
      'https://0x7f000001',
      'https://0.0.0.0',
      'https://[fe80::1]',
      'https://[fc00::1]',
      'https://100.64.0.1',
    ])('%s is refused', async (input) => {
      const started = Date.now();
      expect(await refusal(checkWebApp(input, closed, free))).toBe('CAN_T_CONNECT_TO_URL');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('the local site itself is refused, whatever port rule applies', async () => {
      const before = site.hits('/');
      expect(await refusal(checkWebApp(`${site.origin}/`, { ...closed, ca: site.ca }, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
      const addressRuleOnly = {
        ...options,
        allowAddress: (address: string) => isPublicAddress(address),
      };
      expect(await refusal(checkWebApp(`${site.origin}/`, addressRuleOnly, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
      expect(site.hits('/')).toBe(before);
    });

    it('a public start that redirects to a private address is refused', async () => {
      site.setRoute('/start', { status: 302, headers: { location: `${site.origin}/` } });
      // The first hop stands in for a public site; the redirect meets the real rule.
      const firstHopOnly = {
        ...options,
        allowAddress: (address: string, url: URL) =>
          url.pathname === '/start' || isPublicAddress(address),
      };
      const before = { start: site.hits('/start'), page: site.hits('/') };
      expect(await refusal(checkWebApp(`${site.origin}/start`, firstHopOnly, free))).toBe(
        'CAN_T_CONNECT_TO_URL',
      );
      expect(site.hits('/start')).toBe(before.start + 1);
      expect(site.hits('/')).toBe(before.page);
      // The same redirect is followed when the target is allowed.
      expect((await checkWebApp(`${site.origin}/start`, options, free)).finalUrl).toBe(
        `${site.origin}/`,
      );
    });
  });

  describe('INVALID_MANIFEST_FILE', () => {
    it.each<[string, SiteRoute]>([
      ['a page without a manifest link', html('<link rel="icon" href="/favicon.ico">')],
      [
        'a page whose manifest link is commented out',
        html('<!-- <link rel="manifest" href="/manifest.webmanifest"> -->'),
      ],
      ['a manifest link to http', html('<link rel="manifest" href="http://127.0.0.1/m.json">')],
      ['a manifest that is missing', html('<link rel="manifest" href="/missing.json">')],
      ['a page that is not HTML', json({ name: 'x' })],
    ])('for %s', async (_label, page) => {
      site.setRoute('/', page);
      expect(await refusal(checkWebApp(`${site.origin}/`, options, free))).toBe(
        'INVALID_MANIFEST_FILE',
      );
    });

    it.each<[string, SiteRoute]>([
      ['not JSON', json('{ name: "Notes", }')],
      ['HTML instead of JSON', html('<title>Not found</title>')],
      ['a JSON array', json([{ name: 'Notes' }])],
      ['JSON null', json('null')],
      ['a JSON string', json('"Notes"')],
      ['over 256 KB', json({ name: 'Notes', padding: 'x'.repeat(MANIFEST_MAX_BYTES) })],
      ['answered with an error', { status: 500, body: '{}' }],
    ])('for a manifest that is %s', async (_label, manifest) => {
      site.setRoute('/manifest.webmanifest', manifest);
      expect(await refusal(checkWebApp(`${site.origin}/`, options, free))).toBe(
        'INVALID_MANIFEST_FILE',
      );
    });

    it('accepts a manifest with a byte order mark', async () => {
      const route = manifestWith({}) as { body: string };
      site.setRoute('/manifest.webmanifest', { body: `\uFEFF${route.body}` });
      expect((await checkWebApp(`${site.origin}/`, options, free)).name).toBe(SITE_NAME);
    });
  });

  describe('MUST_DEFINE_THE_NAME_OR_SHORT_NAME', () => {
    it.each<[string, Record<string, unknown>]>([
      ['neither', { name: undefined, short_name: undefined }],
      ['blank ones', { name: '  ', short_name: '' }],
      ['ones that are not text', { name: 42, short_name: ['Notes'] }],
    ])('for a manifest with %s', async (_label, members) => {
      site.setRoute('/manifest.webmanifest', manifestWith(members));
      expect(await refusal(checkWebApp(`${site.origin}/`, options, free))).toBe(
        'MUST_DEFINE_THE_NAME_OR_SHORT_NAME',
      );
    });

    it('takes short_name as the name when name is missing', async () => {
      site.setRoute('/manifest.webmanifest', manifestWith({ name: undefined }));
      const checked = await checkWebApp(`${site.origin}/`, options, free);
      expect(checked.name).toBe(SITE_SHORT_NAME);
      expect(checked.manifest.name).toBeNull();
    });
  });

  describe('MUST_DEFINE_THE_ICON', () => {
    let truncatedPng: Buffer;
    beforeAll(async () => {
      const noisy = await sharp(
        Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 37) % 256)),
        {
          raw: { width: 64, height: 64, channels: 3 },
        },
      )
        .png()
        .toBuffer();
      truncatedPng = noisy.subarray(0, Math.floor(noisy.length / 2));
    });

    it('when the icons use up the time of the check', async () => {
      const slowIcon = { body: await makePngIcon(64), delayMs: 700 };
      for (const name of ['a', 'b', 'c']) site.setRoute(`/slow/${name}.png`, slowIcon);
      site.setRoute(
        '/manifest.webmanifest',
        manifestWith({ icons: ['a', 'b', 'c'].map((name) => ({ src: `/slow/${name}.png` })) }),
      );
      const started = Date.now();
      const budget = { ...options, timeoutMs: 3000, totalTimeoutMs: 600 };
      expect(await refusal(checkWebApp(`${site.origin}/`, budget, free))).toBe(
        'MUST_DEFINE_THE_ICON',
      );
      // Each icon alone fits its own 3 s limit; the check stopped at its budget.
      expect(Date.now() - started).toBeLessThan(1500);
      // The same icons are accepted with time to spare.
      expect((await checkWebApp(`${site.origin}/`, options, free)).icon.width).toBe(64);
    });

    it.each<[string, unknown]>([
      ['no icons', undefined],
      ['an empty icon list', []],
      ['icons that are not a list', { src: '/icons/icon-192.png' }],
      ['icons without src', [{ sizes: '192x192' }]],
      ['only an http icon', [{ src: 'http://127.0.0.1/icon.png' }]],
      ['an icon that is not an image', [{ src: '/not-an-image.png', type: 'image/png' }]],
      ['an icon cut short', [{ src: '/truncated.png' }]],
      ['an empty icon', [{ src: '/empty.png' }]],
      ['an SVG icon', [{ src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }]],
      ['an icon that is missing', [{ src: '/missing.png' }]],
      ['an icon over 1 MB', [{ src: '/huge.png' }]],
      ['an icon on an address that is not public', [{ src: 'https://10.0.0.1/icon.png' }]],
    ])('for a manifest with %s', async (_label, icons) => {
      site.setRoute('/not-an-image.png', {
        headers: { 'content-type': 'image/png' },
        body: 'text',
      });
      site.setRoute('/icon.svg', {
        headers: { 'content-type': 'image/svg+xml' },
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>',
      });
      site.setRoute('/huge.png', { body: Buffer.alloc(1024 * 1024 + 1) });
      site.setRoute('/truncated.png', { body: truncatedPng });
      site.setRoute('/empty.png', { body: '' });
      site.setRoute('/manifest.webmanifest', manifestWith({ icons }));
      expect(await refusal(checkWebApp(`${site.origin}/`, options, free))).toBe(
        'MUST_DEFINE_THE_ICON',
      );
    });
  });
});
