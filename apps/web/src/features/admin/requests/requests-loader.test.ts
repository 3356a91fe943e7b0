import { describe, expect, it } from 'vitest';
import { readRequestView, requestViewPath } from './requests-loader';

describe('the Requests section views', () => {
  it('reads the view from the address, open when it names none or an unknown one', () => {
    expect(readRequestView(new URLSearchParams('state=denied'))).toBe('denied');
    expect(readRequestView(new URLSearchParams('state=approved'))).toBe('approved');
    expect(readRequestView(new URLSearchParams(''))).toBe('open');
    expect(readRequestView(new URLSearchParams('state=withdrawn'))).toBe('open');
  });

  it('writes the open view as the plain address and the others with their state', () => {
    expect(requestViewPath('open')).toBe('/admin/requests');
    expect(requestViewPath('denied')).toBe('/admin/requests?state=denied');
    expect(readRequestView(new URL(`http://x${requestViewPath('approved')}`).searchParams)).toBe(
      'approved',
    );
  });
});
