import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address.js';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses of one /64 as one client, whatever their last 64 bits', () => {
    const one = clientKey('2001:db8:1:2::1');
    expect(one).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe(one);
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0009')).toBe(one);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(one);
  });

  it('keeps what is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
