import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local HTTPS web site for tests of the web app checks: a page linking a manifest, the
 * manifest and real PNG icons by default, and any route a test sets (redirects, slow answers,
 * huge bodies). It listens on 127.0.0.1 with a certificate made at start-up for localhost,
 * 127.0.0.1 and ::1, issued by a throwaway certificate authority whose certificate is `ca`.
 */

/** A canned answer; `delayMs` holds the headers back, `chunkDelayMs` stalls mid-body. */
export interface SiteResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  delayMs?: number;
}
export type SiteHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  site: WebAppSite,
) => void | Promise<void>;
export type SiteRoute = SiteResponse | SiteHandler;

export interface WebAppSite {
  /** https://127.0.0.1:PORT */
  origin: string;
  port: number;
  /** PEM certificate of the authority that issued the site's certificate. */
  ca: string;
  setRoute(path: string, route: SiteRoute): void;
  /** How many requests a path (without query) has answered. */
  hits(path: string): number;
  close(): Promise<void>;
}

export const SITE_NAME = 'Lagoon Test Notes';
export const SITE_SHORT_NAME = 'Notes';
export const SITE_DESCRIPTION = 'Quick notes that work offline.';

/** A real square PNG icon of the given size. */
export async function makePngIcon(size: number, color = '#1e88e5'): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();
}

/** Routes of a complete, installable web app: a page, its manifest and two icons. */
export async function pwaRoutes(): Promise<Record<string, SiteRoute>> {
  const [small, large] = await Promise.all([makePngIcon(192), makePngIcon(512, '#43a047')]);
  return {
    '/': {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html><head><title>${SITE_NAME}</title>
<link rel="icon" href="/favicon.ico">
<link rel="manifest" href="/manifest.webmanifest">
</head><body><h1>${SITE_NAME}</h1></body></html>`,
    },
    '/manifest.webmanifest': {
      headers: { 'content-type': 'application/manifest+json' },
      body: JSON.stringify({
        name: SITE_NAME,
        short_name: SITE_SHORT_NAME,
        description: SITE_DESCRIPTION,
        start_url: '/?source=pwa',
        display: 'standalone',
        theme_color: '#1e88e5',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      }),
    },
    '/icons/icon-192.png': { headers: { 'content-type': 'image/png' }, body: small },
    '/icons/icon-512.png': { headers: { 'content-type': 'image/png' }, body: large },
  };
}

/**
 * Starts the site. Without `routes` it serves the complete web app of `pwaRoutes()`; given
 * routes replace or add to those.
 */
export async function startWebAppSite(routes?: Record<string, SiteRoute>): Promise<WebAppSite> {
  const { key, cert, ca } = issueLocalhostCertificate();
  const table = new Map<string, SiteRoute>(
    Object.entries({ ...(await pwaRoutes()), ...(routes ?? {}) }),
  );
  const counts = new Map<string, number>();
  let site: WebAppSite;

  const server = https.createServer({ key, cert }, (request, response) => {
    const path = new URL(request.url ?? '/', 'https://site.invalid').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const route = table.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (typeof route === 'function') {
      Promise.resolve(route(request, response, site)).catch(() => response.destroy());
      return;
    }
    const answer = () => {
      if (response.destroyed) return;
      response.writeHead(route.status ?? 200, route.headers ?? {});
      response.end(route.body ?? '');
    };
    if (route.delayMs) {
      const timer = setTimeout(answer, route.delayMs);
      response.on('close', () => clearTimeout(timer));
    } else {
      answer();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  site = {
    origin: `https://127.0.0.1:${port}`,
    port,
    ca,
    setRoute(path, route) {
      table.set(path, route);
    },
    hits(path) {
      return counts.get(path) ?? 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
  return site;
}

// A minimal X.509 writer: Node verifies certificates but cannot issue them, and the two
// certificates a local site needs are small enough to encode directly (DER, ECDSA P-256).

function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
const explicit = (index: number, content: Buffer) => der(0xa0 + index, content);
const octets = (content: Buffer) => der(0x04, content);
const bits = (content: Buffer, unusedBits = 0) =>
  der(0x03, Buffer.concat([Buffer.from([unusedBits]), content]));
const boolean = (value: boolean) => der(0x01, Buffer.from([value ? 0xff : 0x00]));

function integer(value: Buffer | number): Buffer {
  let bytes = typeof value === 'number' ? Buffer.from([value]) : value;
  while (bytes.length > 1 && bytes[0] === 0 && (bytes[1] ?? 0) < 0x80) bytes = bytes.subarray(1);
  if ((bytes[0] ?? 0) >= 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return der(0x02, bytes);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${text}Z`, 'ascii'));
}

const commonName = (name: string) =>
  sequence(set(sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(name, 'utf8')))));
const extension = (id: string, critical: boolean, value: Buffer) =>
  sequence(oid(id), ...(critical ? [boolean(true)] : []), octets(value));
const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

function certificate(options: {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  signingKey: KeyObject;
  extensions: Buffer[];
}): string {
  const now = Date.now();
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const tbs = sequence(
    explicit(0, integer(2)),
    integer(serial),
    ECDSA_WITH_SHA256,
    commonName(options.issuer),
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 7 * 86_400_000))),
    commonName(options.subject),
    options.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...options.extensions)),
  );
  const signature = sign('sha256', tbs, options.signingKey);
  const body = sequence(tbs, ECDSA_WITH_SHA256, bits(signature)).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/.{1,64}/g, '$&\n')}-----END CERTIFICATE-----\n`;
}

/** A throwaway authority and a server certificate it issued for localhost, 127.0.0.1 and ::1. */
export function issueLocalhostCertificate(): { key: string; cert: string; ca: string } {
  const authority = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const server = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const authorityName = 'Lagoon Test Authority';
  const ca = certificate({
    subject: authorityName,
    issuer: authorityName,
    publicKey: authority.publicKey,
    signingKey: authority.privateKey,
    extensions: [
      extension('2.5.29.19', true, sequence(boolean(true))),
      // keyCertSign and cRLSign
      extension('2.5.29.15', true, bits(Buffer.from([0x06]), 1)),
    ],
  });
  const cert = certificate({
    subject: 'localhost',
    issuer: authorityName,
    publicKey: server.publicKey,
    signingKey: authority.privateKey,
    extensions: [
      extension('2.5.29.19', true, sequence()),
      // digitalSignature
      extension('2.5.29.15', true, bits(Buffer.from([0x80]), 7)),
      // serverAuth
      extension('2.5.29.37', false, sequence(oid('1.3.6.1.5.5.7.3.1'))),
      extension(
        '2.5.29.17',
        false,
        sequence(
          der(0x82, Buffer.from('localhost', 'ascii')),
          der(0x87, Buffer.from([127, 0, 0, 1])),
          der(0x87, Buffer.from([...new Array<number>(15).fill(0), 1])),
        ),
      ),
    ],
  });
  return { key: server.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, cert, ca };
}
