import { describe, expect, it } from 'vitest';
import {
  CHROME_WEB_STORE_UPDATE_URL,
  EDGE_ADDONS_UPDATE_URL,
  isOutsideUpdateUrl,
  OutsideItemCreateInput,
  outsideSourceLabel,
} from './outside-items.js';

describe('items from elsewhere', () => {
  it('takes https update URLs, and http only on this machine', () => {
    expect(isOutsideUpdateUrl(CHROME_WEB_STORE_UPDATE_URL)).toBe(true);
    expect(isOutsideUpdateUrl('http://localhost:8080/updates.xml')).toBe(true);
    expect(isOutsideUpdateUrl('http://127.0.0.1/updates.xml')).toBe(true);
    expect(isOutsideUpdateUrl('http://updates.example.com/updates.xml')).toBe(false);
    expect(isOutsideUpdateUrl('https://user:secret@updates.example.com/')).toBe(false);
    expect(isOutsideUpdateUrl('file:///etc/passwd')).toBe(false);
    expect(isOutsideUpdateUrl('updates.example.com')).toBe(false);
  });

  it('names the source after the update URL, the big stores by name in both languages', () => {
    expect(outsideSourceLabel(CHROME_WEB_STORE_UPDATE_URL)).toBe('Chrome Web Store');
    expect(outsideSourceLabel(CHROME_WEB_STORE_UPDATE_URL, 'ko')).toBe('Chrome 웹 스토어');
    expect(outsideSourceLabel(EDGE_ADDONS_UPDATE_URL)).toBe('Microsoft Edge Add-ons');
    expect(outsideSourceLabel('https://Updates.Example.com/crx?x=1', 'ko')).toBe(
      'updates.example.com',
    );
  });

  it('reads a blank page link and blank Korean texts as none', () => {
    const input = OutsideItemCreateInput.parse({
      extensionId: 'kbfnbcaeplbcioakkpcpgfkobkghlhen',
      updateUrl: CHROME_WEB_STORE_UPDATE_URL,
      name: ' Grammar ',
      nameKo: '  ',
      pageUrl: '',
    });
    expect(input).toMatchObject({ name: 'Grammar', nameKo: null, pageUrl: null, icon: null });
  });
});
