import { describe, expect, it } from 'vitest';
import { isNotebookUserAgent, isUnsupportedBrowser } from './browser-bridge';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME_OS =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('browser checks', () => {
  it('sends Firefox and Safari to the unsupported page, never Chromium browsers', () => {
    expect(isUnsupportedBrowser(FIREFOX)).toBe(true);
    expect(isUnsupportedBrowser(SAFARI)).toBe(true);
    expect(isUnsupportedBrowser(CHROME)).toBe(false);
    expect(isUnsupportedBrowser(CHROME_OS)).toBe(false);
    expect(isUnsupportedBrowser('')).toBe(false);
  });

  it('reads ChromeOS as the notebook edition', () => {
    expect(isNotebookUserAgent({ userAgent: CHROME_OS, bridge: undefined })).toBe(true);
    expect(isNotebookUserAgent({ userAgent: CHROME, bridge: undefined })).toBe(false);
  });
});
