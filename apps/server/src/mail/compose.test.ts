import { describe, expect, it } from 'vitest';
import { composeMail, type ItemFacts } from './compose.js';
import { escapeHtml, fill, renderMail } from './mail-document.js';
import { retryDelaySeconds } from './sender.js';

const ITEM: ItemFacts = {
  extensionId: 'abcdefghijklmnopabcdefghijklmnop',
  productType: 'pwa',
  name: 'Tabs "R" <Us>',
  developer: 'Ada & Co',
};

describe('renderMail', () => {
  it('escapes every text in the HTML part and keeps it as written in the text part', () => {
    const mail = renderMail(
      {
        subject: 'Line\nbreak <b>',
        greeting: 'Hi <i>you</i>,',
        blocks: [
          { kind: 'paragraph', text: "It's <img src=x onerror=alert(1)>" },
          { kind: 'quote', label: 'Said', text: 'one\ntwo & <three>' },
          { kind: 'list', label: 'Rules', items: ['<a href="javascript:x">'] },
          { kind: 'action', label: 'Go "now"', url: 'https://store.test/a?b=1&c=2' },
        ],
        signature: '— Lagoon',
        footer: { text: 'Why', linkLabel: 'Choose', url: 'https://store.test/p' },
      },
      'en',
    );
    expect(mail.subject).toBe('Line break <b>');
    expect(mail.text).toContain("It's <img src=x onerror=alert(1)>");
    expect(mail.text).toContain('Said:\n> one\n> two & <three>');
    expect(mail.text).toContain('Go "now":\nhttps://store.test/a?b=1&c=2');
    expect(mail.html).not.toMatch(/<(img|i|b|three)\b/);
    expect(mail.html).toContain('It&#39;s &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('one<br>two &amp; &lt;three&gt;');
    expect(mail.html).toContain('<li>&lt;a href=&quot;javascript:x&quot;&gt;</li>');
    expect(mail.html).toContain('href="https://store.test/a?b=1&amp;c=2"');
    expect(mail.html).toContain('>Go &quot;now&quot;</a>');
  });

  it('links only to web addresses', () => {
    const render = (url: string) =>
      renderMail(
        {
          subject: 's',
          greeting: 'g',
          blocks: [{ kind: 'action', label: 'x', url }],
          signature: 's',
          footer: { text: 'f', linkLabel: 'l', url: 'https://store.test/' },
        },
        'en',
      );
    expect(() => render('javascript:alert(1)')).toThrow(/http and https/);
    expect(() => render('https://store.test/ok')).not.toThrow();
  });

  it('fills named values and leaves unknown ones', () => {
    expect(fill('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});

describe('composeMail', () => {
  it('writes a private decision with its guidelines and the web app editor link in Korean', () => {
    const mail = composeMail(
      { kind: 'review.private', guidelines: ['SPAM', 'NO_SUCH'], message: null },
      ITEM,
      'ko',
      'https://store.example/base',
    );
    expect(mail.kind).toBe('review.private');
    expect(mail.subject).toBe('비공개 전환: Tabs "R" <Us>');
    expect(mail.text).toContain('Ada & Co님, 안녕하세요.');
    expect(mail.text).toContain('- 스팸, 반복 콘텐츠 또는 키워드 남용이 있습니다.');
    expect(mail.text).toContain('- NO_SUCH');
    expect(mail.text).not.toContain('심사자의 메시지');
    expect(mail.text).toContain(
      'https://store.example/developers/edit/webapp/abcdefghijklmnopabcdefghijklmnop?hl=ko',
    );
    expect(mail.text).toContain('https://store.example/developers/profile/edit?hl=ko');
  });

  it('names a report’s reason in words and nothing of the reporter', () => {
    const mail = composeMail(
      { kind: 'report.new', reason: 'copyright' },
      ITEM,
      'en',
      'http://s.test',
    );
    expect(mail.subject).toBe('Reported: Tabs "R" <Us>');
    expect(mail.text).toContain('Reason: copyright or trademark infringement.');
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 8, 9, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600, 3600]);
  });
});
