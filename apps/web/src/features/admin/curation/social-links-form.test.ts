import { SOCIAL_LINKS_MAX } from '@lagoon/contract';
import { describe, expect, it } from 'vitest';
import {
  changesLinks,
  rowProblems,
  rowsOf,
  socialLinksInput,
  withNewRow,
} from './social-links-form';

const saved = [
  { name: 'Blog', url: 'https://blog.example/' },
  { name: 'Forum', url: 'https://forum.example/' },
];

describe('the footer links form', () => {
  it('adds empty rows up to the footer limit', () => {
    const rows = withNewRow(rowsOf(saved));
    expect(rows.map((row) => row.key)).toEqual([0, 1, 2]);
    expect(rows[2]).toEqual({ key: 2, name: '', url: '' });
    let full = rowsOf([]);
    for (let round = 0; round < SOCIAL_LINKS_MAX + 3; round++) full = withNewRow(full);
    expect(full).toHaveLength(SOCIAL_LINKS_MAX);
  });

  it('saves the links trimmed, in order, leaving out blank rows', () => {
    const rows = [
      { key: 4, name: ' Forum ', url: 'https://forum.example/ ' },
      { key: 1, name: '', url: '  ' },
      { key: 0, name: 'Blog', url: 'https://blog.example/' },
    ];
    expect(socialLinksInput(rows, 'New forum')).toEqual({
      links: [
        { name: 'Forum', url: 'https://forum.example/' },
        { name: 'Blog', url: 'https://blog.example/' },
      ],
      reason: 'New forum',
    });
    expect(rowProblems(rows).size).toBe(0);
  });

  it("names each row's broken rule as the server would", () => {
    const problems = rowProblems([
      { key: 0, name: 'Blog', url: 'blog.example' },
      { key: 1, name: '', url: 'https://forum.example/' },
      { key: 2, name: 'x'.repeat(41), url: '' },
      { key: 3, name: 'Script', url: 'javascript:alert(1)' },
    ]);
    expect(Object.fromEntries(problems)).toEqual({
      0: { url: 'admin.curation.socialLinks.url.invalid' },
      1: { name: 'admin.curation.socialLinks.name.required' },
      2: {
        name: 'admin.curation.socialLinks.name.max',
        url: 'admin.curation.socialLinks.url.required',
      },
      3: { url: 'admin.curation.socialLinks.url.invalid' },
    });
  });

  it('tells whether saving would change what visitors see', () => {
    expect(changesLinks(rowsOf(saved), saved)).toBe(false);
    expect(changesLinks(withNewRow(rowsOf(saved)), saved)).toBe(false);
    expect(changesLinks(rowsOf([...saved].reverse()), saved)).toBe(true);
    expect(changesLinks(rowsOf(saved.slice(1)), saved)).toBe(true);
  });
});
