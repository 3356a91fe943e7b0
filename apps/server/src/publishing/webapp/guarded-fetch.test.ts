import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config.js';
import { startWebAppSite, type WebAppSite } from '../../test/web-app-site.js';
import {
  FetchError,
  type GuardedFetchOptions,
  guardedFetch,
  webAppFetchOptions,
} from './guarded-fetch.js';
import { isPublicAddress } from './public-address.js';

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FetchError);
    return error as FetchError;
  }
  throw new Error('the fetch was expected to fail');
}

describe('guardedFetch', () => {
  let site: WebAppSite;
  let options: GuardedFetchOptions;

  beforeAll(async () => {
    site = await startWebAppSite();
    options = { allowPrivate: true, ca: site.ca, maxBytes: 64 * 1024, timeoutMs: 3000 };
  });
  afterAll(() => site.close());

  it('fetches a page of the local site when private addresses are allowed', async () => {
    const response = await guardedFetch(`${site.origin}/manifest.webmanifest`, options);
    expect(response.status).toBe(200);
    expect(response.finalUrl).toBe(`${site.origin}/manifest.webmanifest`);
    expect(JSON.parse(response.body.toString()).short_name).toBe('Notes');
  });

  it('checks the certificate: without the site authority the connection fails', async () => {
    const error = await failure(guardedFetch(`${site.origin}/`, { ...options, ca: undefined }));
    expect(error.reason).toBe('network');
    expect(site.hits('/')).toBe(0);
  });

  describe('refuses hostile URLs with private addresses not allowed', () => {
    const closed: GuardedFetchOptions = { allowPrivate: false, maxBytes: 1024, timeoutMs: 3000 };
    it.each([
      ['http://127.0.0.1', 'not-https'],
      ['https://localhost', 'blocked-address'],
      ['https://127.0.0.1', 'blocked-address'],
      ['https://127.1', 'blocked-address'],
      ['https://10.0.0.1', 'blocked-address'],
      ['https://172.16.5.4', 'blocked-address'],
      ['https://192.168.1.1', 'blocked-address'],
      ['https://169.254.169.254/latest/meta-data', 'blocked-address'],
      ['https://[::1]', 'blocked-address'],
      ['https://[::ffff:127.0.0.1]', 'blocked-address'],
      ['https://[::ffff:7f00:1]', 'blocked-address'],
      ['https://[::ffff:169.254.169.254]/latest/meta-data', 'blocked-address'],
      ['https://2130706433', 'blocked-address'],
      ['https://0177.0.0.1', 'blocked-address'],
      ['https://0x7f000001', 'blocked-address'],
      ['https://0x7f.1', 'blocked-address'],
      ['https://0.0.0.0', 'blocked-address'],
      ['https://0', 'blocked-address'],
      ['https://[::]', 'blocked-address'],
      ['https://[fe80::1]', 'blocked-address'],
      ['https://[fd00:ec2::254]', 'blocked-address'],
      ['https://100.100.100.200', 'blocked-address'],
      ['https://user:secret@93.184.216.34/', 'credentials'],
      ['https://93.184.216.34:8443/', 'port'],
      ['ftp://93.184.216.34/', 'not-https'],
    ])('%s (%s)', async (url, reason) => {
      const started = Date.now();
      const error = await failure(guardedFetch(url, closed));
      expect(error.reason).toBe(reason);
      // Refused on its face or at the lookup, never after waiting on a connection.
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('refuses the local site itself, by port and by address', async () => {
      expect(
        (await failure(guardedFetch(`${site.origin}/`, { ...closed, ca: site.ca }))).reason,
      ).toBe('port');
      // Port rule lifted through the test seam, address rule kept: still refused.
      const addressOnly = {
        ...options,
        allowAddress: (address: string) => isPublicAddress(address),
      };
      expect((await failure(guardedFetch(`${site.origin}/`, addressOnly))).reason).toBe(
        'blocked-address',
      );
      expect(
        (await failure(guardedFetch(`https://localhost:${site.port}/`, addressOnly))).reason,
      ).toBe('blocked-address');
      expect(site.hits('/')).toBe(0);
    });
  });

  describe('judges every redirect afresh', () => {
    // The first hop is let through to the local site; every later hop meets the real rule.
    const firstHopOnly = (address: string, url: URL) =>
      url.pathname === '/start' || isPublicAddress(address);

    it.each([
      ['the same site by address', (origin: string) => `${origin}/landing`],
      [
        'the same site by name',
        (origin: string) => `${origin.replace('127.0.0.1', 'localhost')}/landing`,
      ],
      ['a cloud metadata service', () => 'https://169.254.169.254/latest/meta-data/'],
      ['a private network', () => 'https://10.0.0.1/'],
      ['IPv6 loopback', (origin: string) => `${origin.replace('127.0.0.1', '[::1]')}/landing`],
    ])('a redirect to %s is refused', async (_label, target) => {
      site.setRoute('/start', { status: 302, headers: { location: target(site.origin) } });
      site.setRoute('/landing', { body: 'private' });
      const before = { start: site.hits('/start'), landing: site.hits('/landing') };
      const error = await failure(
        guardedFetch(`${site.origin}/start`, { ...options, allowAddress: firstHopOnly }),
      );
      expect(error.reason).toBe('blocked-address');
      expect(site.hits('/start')).toBe(before.start + 1);
      expect(site.hits('/landing')).toBe(before.landing);
    });

    it('follows the same redirect when the target is allowed', async () => {
      site.setRoute('/start', { status: 302, headers: { location: '/landing' } });
      site.setRoute('/landing', { body: 'reached' });
      const response = await guardedFetch(`${site.origin}/start`, options);
      expect(response.body.toString()).toBe('reached');
      expect(response.finalUrl).toBe(`${site.origin}/landing`);
    });

    it('refuses a redirect to http', async () => {
      site.setRoute('/to-http', { status: 301, headers: { location: 'http://127.0.0.1/' } });
      expect((await failure(guardedFetch(`${site.origin}/to-http`, options))).reason).toBe(
        'not-https',
      );
    });
  });

  describe('bounds', () => {
    it('follows up to five redirects and no more', async () => {
      for (let step = 1; step <= 6; step += 1) {
        site.setRoute(`/hop/${step}`, {
          status: 307,
          headers: { location: step === 1 ? '/landing' : `/hop/${step - 1}` },
        });
      }
      site.setRoute('/landing', { body: 'end' });
      const five = await guardedFetch(`${site.origin}/hop/5`, options);
      expect(five.body.toString()).toBe('end');
      expect((await failure(guardedFetch(`${site.origin}/hop/6`, options))).reason).toBe(
        'too-many-redirects',
      );
      expect(
        (await failure(guardedFetch(`${site.origin}/hop/2`, { ...options, maxRedirects: 1 })))
          .reason,
      ).toBe('too-many-redirects');
    });

    it('stops a redirect loop', async () => {
      site.setRoute('/loop', { status: 302, headers: { location: '/loop' } });
      const before = site.hits('/loop');
      expect((await failure(guardedFetch(`${site.origin}/loop`, options))).reason).toBe(
        'too-many-redirects',
      );
      expect(site.hits('/loop') - before).toBe(6);
    });

    it('gives up on a slow answer', async () => {
      site.setRoute('/slow', { delayMs: 5000, body: 'late' });
      const started = Date.now();
      const error = await failure(
        guardedFetch(`${site.origin}/slow`, { ...options, timeoutMs: 300 }),
      );
      expect(error.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('gives up on a body that stalls, counting the whole fetch', async () => {
      site.setRoute('/stall', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html>');
      });
      const started = Date.now();
      const error = await failure(
        guardedFetch(`${site.origin}/stall`, { ...options, timeoutMs: 300 }),
      );
      expect(error.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('gives up on a compressed body that stalls', async () => {
      site.setRoute('/stall-gzip', (_request, response) => {
        response.writeHead(200, { 'content-encoding': 'gzip' });
        response.write(zlib.gzipSync(Buffer.alloc(4096, 0x61)).subarray(0, 40));
      });
      const started = Date.now();
      const error = await failure(
        guardedFetch(`${site.origin}/stall-gzip`, { ...options, timeoutMs: 300 }),
      );
      expect(error.reason).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('refuses a body over the limit, declared or streamed', async () => {
      site.setRoute('/big', { body: Buffer.alloc(64 * 1024 + 1, 0x61) });
      expect((await failure(guardedFetch(`${site.origin}/big`, options))).reason).toBe('too-large');
      site.setRoute('/exact', { body: Buffer.alloc(64 * 1024, 0x61) });
      expect((await guardedFetch(`${site.origin}/exact`, options)).body.length).toBe(64 * 1024);

      let written = 0;
      site.setRoute('/endless', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(16 * 1024, 0x62);
        const pump = () => {
          while (!response.destroyed && written < 50 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) return response.once('drain', pump);
          }
          response.end();
        };
        response.on('close', () => {
          written = Number.POSITIVE_INFINITY;
        });
        pump();
      });
      expect((await failure(guardedFetch(`${site.origin}/endless`, options))).reason).toBe(
        'too-large',
      );
    });

    it('limits the decompressed size of a compressed body', async () => {
      const bomb = zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024));
      expect(bomb.length).toBeLessThan(64 * 1024);
      site.setRoute('/bomb', { headers: { 'content-encoding': 'gzip' }, body: bomb });
      expect((await failure(guardedFetch(`${site.origin}/bomb`, options))).reason).toBe(
        'too-large',
      );
      site.setRoute('/gzip', {
        headers: { 'content-encoding': 'gzip' },
        body: zlib.gzipSync('hi'),
      });
      expect((await guardedFetch(`${site.origin}/gzip`, options)).body.toString()).toBe('hi');
    });

    it('reports a refused connection as a network failure', async () => {
      const other = await startWebAppSite();
      const origin = other.origin;
      await other.close();
      expect((await failure(guardedFetch(`${origin}/`, options))).reason).toBe('network');
    });
  });
});

describe('web app fetch settings', () => {
  it('are closed by default', () => {
    const options = webAppFetchOptions(loadConfig({}));
    expect(options).toEqual({ allowPrivate: false });
  });

  it('read the extra authority from a file and refuse a bad one', async () => {
    const site = await startWebAppSite({});
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lagoon-ca-'));
    try {
      const caFile = path.join(dir, 'ca.pem');
      await fs.promises.writeFile(caFile, site.ca);
      const config = loadConfig({
        WEBAPP_FETCH_ALLOW_PRIVATE: 'true',
        WEBAPP_FETCH_CA_FILE: caFile,
      });
      const options = webAppFetchOptions(config);
      expect(options).toEqual({ allowPrivate: true, ca: site.ca });
      const response = await guardedFetch(`${site.origin}/`, { ...options, maxBytes: 4096 });
      expect(response.status).toBe(200);

      await fs.promises.writeFile(caFile, 'not a certificate');
      expect(() => loadConfig({ WEBAPP_FETCH_CA_FILE: caFile })).toThrow(/not a PEM certificate/);
      expect(() => loadConfig({ WEBAPP_FETCH_CA_FILE: path.join(dir, 'missing.pem') })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ WEBAPP_FETCH_ALLOW_PRIVATE: 'yes' })).toThrow(
        /WEBAPP_FETCH_ALLOW_PRIVATE/,
      );
    } finally {
      await site.close();
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  });
});
