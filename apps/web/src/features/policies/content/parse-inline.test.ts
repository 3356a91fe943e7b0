import { describe, expect, it } from 'vitest';
import { parseInline } from './parse-inline';

describe('parseInline', () => {
  it('keeps plain text as one run', () => {
    expect(parseInline('Plain words.')).toEqual([{ kind: 'text', text: 'Plain words.' }]);
    expect(parseInline('')).toEqual([]);
  });

  it('marks identifiers and store links', () => {
    expect(
      parseInline('State `IN_REVIEW`, see [the terms](/policies/terms) and `XSRF-TOKEN`.'),
    ).toEqual([
      { kind: 'text', text: 'State ' },
      { kind: 'code', text: 'IN_REVIEW' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'the terms', to: '/policies/terms' },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'XSRF-TOKEN' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves links to other sites as text', () => {
    expect(parseInline('[elsewhere](https://example.com)')).toEqual([
      { kind: 'text', text: '[elsewhere](https://example.com)' },
    ]);
  });
});
