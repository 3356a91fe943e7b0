import { describe, expect, it } from 'vitest';
import { findManifestUrl } from './manifest-link.js';

const PAGE = 'https://app.example/dir/page.html';
const find = (html: string, page = PAGE) => findManifestUrl(html, page)?.href ?? null;

describe('findManifestUrl', () => {
  it.each([
    ['<link rel="manifest" href="/manifest.json">', 'https://app.example/manifest.json'],
    ["<LINK HREF='site.webmanifest' REL='Manifest'>", 'https://app.example/dir/site.webmanifest'],
    ['<link href=m.json rel=manifest>', 'https://app.example/dir/m.json'],
    ['<link rel="icon manifest" href="m.json"/>', 'https://app.example/dir/m.json'],
    ['<link\n  rel = "manifest"\n  href = "m.json"\n>', 'https://app.example/dir/m.json'],
    ['<link crossorigin rel="manifest" href="m.json">', 'https://app.example/dir/m.json'],
    ['<link rel="manifest" href="  m.json\n">', 'https://app.example/dir/m.json'],
    ['<link rel="manifest" href="m.json?a=1&amp;b=2">', 'https://app.example/dir/m.json?a=1&b=2'],
    ['<link rel="manifest" href="https://cdn.example/m.json">', 'https://cdn.example/m.json'],
    ['<link rel="manifest" href="//cdn.example/m.json">', 'https://cdn.example/m.json'],
    ['<base href="/root/"><link rel="manifest" href="m.json">', 'https://app.example/root/m.json'],
    [
      '<link rel="manifest" href="first.json"><link rel="manifest" href="second.json">',
      'https://app.example/dir/first.json',
    ],
    [
      '<link rel="manifest" href="" ><link rel="manifest" href="real.json">',
      'https://app.example/dir/real.json',
    ],
    ['<link rel="manifest" href="a.json" href="b.json">', 'https://app.example/dir/a.json'],
    ['<link title="a > b" rel="manifest" href="m.json">', 'https://app.example/dir/m.json'],
    ['<link rel="manifest" href="m&period;json">', 'https://app.example/dir/m.json'],
    ['<link rel="manifest" href="m&NewLine;.json">', 'https://app.example/dir/m.json'],
    ['<link rel="manifest" href="m.json?c=&euro;">', 'https://app.example/dir/m.json?c=%E2%82%AC'],
    ['<link rel="manifest" href="m.json?c=&#x80;">', 'https://app.example/dir/m.json?c=%E2%82%AC'],
    ['<link rel="manifest" href="m.json?a=1&copy=2">', 'https://app.example/dir/m.json?a=1&copy=2'],
    ['<!--><link rel="manifest" href="a.json"><!-- -->', 'https://app.example/dir/a.json'],
    ['<!---><link rel="manifest" href="a.json"><!-- -->', 'https://app.example/dir/a.json'],
  ])('%s', (html, expected) => {
    expect(find(`<!doctype html><html><head>${html}</head><body></body></html>`)).toBe(expected);
  });

  it('resolves against the page it is given (the URL after redirects)', () => {
    expect(find('<link rel="manifest" href="m.json">', 'https://www.app.example/app/')).toBe(
      'https://www.app.example/app/m.json',
    );
  });

  it.each([
    ['no link at all', '<title>x</title>'],
    ['a link of another kind', '<link rel="stylesheet" href="m.json">'],
    ['a rel that only contains the word', '<link rel="manifests" href="m.json">'],
    ['a link without href', '<link rel="manifest">'],
    ['a link inside a comment', '<!-- <link rel="manifest" href="m.json"> -->'],
    [
      'a link written by a script',
      '<script>document.write(\'<link rel="manifest" href="m.json">\')</script>',
    ],
    ['a link in a style sheet', '<style>/* <link rel="manifest" href="m.json"> */</style>'],
    ['a link in the title', '<title><link rel="manifest" href="m.json"></title>'],
    ['a link in a noscript', '<noscript><link rel="manifest" href="m.json"></noscript>'],
    ['a link in an attribute', '<meta content=\'<link rel="manifest" href="m.json">\'>'],
    ['an unclosed comment', '<!-- <link rel="manifest" href="m.json">'],
  ])('finds none in %s', (_label, html) => {
    expect(find(`<html><head>${html}</head></html>`)).toBeNull();
  });

  it('finds none in a tag the page ends inside', () => {
    expect(find('<link rel="manifest" href="m.json')).toBeNull();
    expect(find('<link rel="manifest" href="m.json"')).toBeNull();
  });

  it('finds the link after a script that mentions one', () => {
    const html =
      '<script>var s = "<link rel=\\"manifest\\" href=\\"bad.json\\">";</script>' +
      '<link rel="manifest" href="good.json">';
    expect(find(html)).toBe('https://app.example/dir/good.json');
  });
});
