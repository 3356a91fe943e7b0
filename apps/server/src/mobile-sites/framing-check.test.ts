import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebAppFetchOptions } from '../publishing/webapp/guarded-fetch.js';
import { startWebAppSite, type WebAppSite } from '../test/web-app-site.js';
import { checkFraming, type FramingContext, judgeFraming } from './framing-check.js';

/**
 * The framing check against a real local HTTPS site (the guarded fetch only speaks https; the
 * test-only settings let it reach 127.0.0.1 and trust the site's own certificate authority),
 * one route per header a site may send.
 */

const STORE: FramingContext = { storeOrigin: 'https://store.example' };
const PAGE = '<!doctype html><title>Site</title><p>Hello';

let site: WebAppSite;
let options: WebAppFetchOptions;

beforeAll(async () => {
  site = await startWebAppSite();
  options = { allowPrivate: true, ca: site.ca, timeoutMs: 3000 };
});
afterAll(() => site.close());

/** Serves a page with these headers at a fresh path and checks it. */
let served = 0;
async function checkPage(headers: Record<string, string>, context = STORE) {
  served += 1;
  const path = `/page-${served}`;
  site.setRoute(path, { headers: { 'content-type': 'text/html', ...headers }, body: PAGE });
  return checkFraming(`${site.origin}${path}`, options, context);
}

describe('checkFraming', () => {
  it('allows a page that sends neither header', async () => {
    expect(await checkPage({})).toEqual({
      framing: 'allowed',
      detail: 'Neither X-Frame-Options nor CSP frame-ancestors forbids framing',
    });
  });

  it('refuses X-Frame-Options DENY, SAMEORIGIN and the obsolete ALLOW-FROM', async () => {
    expect(await checkPage({ 'x-frame-options': 'DENY' })).toEqual({
      framing: 'refused',
      detail: 'X-Frame-Options: DENY',
    });
    expect(await checkPage({ 'x-frame-options': 'sameorigin' })).toEqual({
      framing: 'refused',
      detail: 'X-Frame-Options: SAMEORIGIN',
    });
    expect(
      await checkPage({ 'x-frame-options': 'ALLOW-FROM https://store.example/' }),
    ).toMatchObject({
      framing: 'refused',
      detail: 'X-Frame-Options: ALLOW-FROM https://store.example/',
    });
  });

  it('ignores an X-Frame-Options value that is not a refusal', async () => {
    expect(await checkPage({ 'x-frame-options': 'ALLOWALL' })).toMatchObject({
      framing: 'allowed',
    });
  });

  it('refuses frame-ancestors that leave the store or the extension page out', async () => {
    for (const value of [
      "'none'",
      "'self'",
      'https://store.example',
      'https://other.example chrome-extension:',
      'https:',
    ]) {
      const verdict = await checkPage({
        'content-security-policy': `default-src 'self'; frame-ancestors ${value}; img-src *`,
      });
      expect(verdict, value).toEqual({
        framing: 'refused',
        detail: `Content-Security-Policy: frame-ancestors ${value}`,
      });
    }
  });

  it('allows frame-ancestors * or a list with the store and the extension page', async () => {
    for (const value of [
      '*',
      'https://store.example chrome-extension:',
      'https://*.example chrome-extension://*',
      "'self' store.example chrome-extension:",
    ]) {
      const verdict = await checkPage({ 'content-security-policy': `frame-ancestors ${value}` });
      expect(verdict, value).toMatchObject({ framing: 'allowed' });
    }
    // The companion's own origin counts once the store knows it.
    const companion = `chrome-extension://${'b'.repeat(32)}`;
    const value = `https://store.example ${companion}`;
    expect(
      (await checkPage({ 'content-security-policy': `frame-ancestors ${value}` })).framing,
    ).toBe('refused');
    expect(
      (
        await checkPage(
          { 'content-security-policy': `frame-ancestors ${value}` },
          { ...STORE, companionOrigin: companion },
        )
      ).framing,
    ).toBe('allowed');
  });

  it('lets frame-ancestors decide over X-Frame-Options, as browsers do', async () => {
    expect(
      await checkPage({
        'x-frame-options': 'SAMEORIGIN',
        'content-security-policy': 'frame-ancestors *',
      }),
    ).toEqual({ framing: 'allowed', detail: 'Content-Security-Policy: frame-ancestors *' });
  });

  it('needs every policy to allow it, and ignores report-only policies', async () => {
    expect(
      await checkPage({
        'content-security-policy': "frame-ancestors *, frame-ancestors 'self'",
      }),
    ).toEqual({ framing: 'refused', detail: "Content-Security-Policy: frame-ancestors 'self'" });
    expect(
      await checkPage({ 'content-security-policy-report-only': "frame-ancestors 'none'" }),
    ).toMatchObject({ framing: 'allowed' });
  });

  it('judges the page a redirect lands on', async () => {
    site.setRoute('/refusing', {
      headers: { 'content-type': 'text/html', 'x-frame-options': 'DENY' },
      body: PAGE,
    });
    site.setRoute('/moved', { status: 302, headers: { location: '/refusing' } });
    expect(await checkFraming(`${site.origin}/moved`, options, STORE)).toEqual({
      framing: 'refused',
      detail: 'X-Frame-Options: DENY',
    });
  });

  it('is unknown when the site cannot be reached or answers with an error', async () => {
    const missing = await checkFraming(`${site.origin}/nowhere`, options, STORE);
    expect(missing.framing).toBe('unknown');
    expect(missing.detail).toContain('HTTP 404');

    site.setRoute('/slow', { headers: { 'content-type': 'text/html' }, body: PAGE, delayMs: 2000 });
    const slow = await checkFraming(`${site.origin}/slow`, { ...options, timeoutMs: 300 }, STORE);
    expect(slow).toEqual({
      framing: 'unknown',
      detail: 'Not reached (timeout): no answer in time',
    });

    // Without the test-only setting, loopback is out of bounds, as every private address is.
    const guarded = await checkFraming(`${site.origin}/page-1`, { allowPrivate: false }, STORE);
    expect(guarded.framing).toBe('unknown');
    expect(guarded.detail).toMatch(/^Not reached \((blocked-address|port)\)/);
  });

  it('refuses a plain http address: a secure page cannot show it', async () => {
    expect(await checkFraming('http://127.0.0.1:9/', options, STORE)).toEqual({
      framing: 'refused',
      detail: 'Not an https address: a secure page cannot show it',
    });
  });
});

describe('judgeFraming', () => {
  const page = 'https://site.example/home';

  it('reads repeated headers as Node hands them over', () => {
    expect(judgeFraming({ 'x-frame-options': ['', 'DENY'] }, page, STORE).framing).toBe('refused');
    expect(
      judgeFraming(
        { 'content-security-policy': ['frame-ancestors *', "frame-ancestors 'none'"] },
        page,
        STORE,
      ).framing,
    ).toBe('refused');
  });

  it('matches ports and schemes the way browsers do', () => {
    const local: FramingContext = { storeOrigin: 'http://localhost:8080' };
    const judge = (value: string, context = STORE) =>
      judgeFraming({ 'content-security-policy': `frame-ancestors ${value}` }, page, context)
        .framing;
    expect(judge('http://localhost:8080 chrome-extension:', local)).toBe('allowed');
    expect(judge('http://localhost chrome-extension:', local)).toBe('refused');
    expect(judge('http://localhost:* chrome-extension:', local)).toBe('allowed');
    // A host without a scheme takes the site's (https), which the store's http page is not.
    expect(judge('localhost:8080 chrome-extension:', local)).toBe('refused');
    // http: upgrades to https:.
    expect(judge('http://store.example chrome-extension:')).toBe('allowed');
    expect(judge('https://store.example:8443 chrome-extension:')).toBe('refused');
    // 'none' with other sources is ignored.
    expect(judge("'none' * ")).toBe('allowed');
  });

  it('cuts a very long header in the detail', () => {
    const value = `https://store.example ${'https://a.example '.repeat(40)}`;
    const { detail } = judgeFraming(
      { 'content-security-policy': `frame-ancestors ${value}` },
      page,
      STORE,
    );
    expect(detail.length).toBeLessThanOrEqual(300);
    expect(detail.endsWith('…')).toBe(true);
  });
});
