/** Regression: per-client limits counted each IPv6 address apart, so one /64 made 30 of 30 unthrottled attempts. */
import { describe, expect, it } from 'vitest';
import { clientGroup } from '../../../server/domain/clientAddress.ts';

describe('clientGroup', () => {
  it('keys an IPv6 client on its /64, in one spelling however the address is written', () => {
    expect(clientGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientGroup('2001:db8:1:3::1')).not.toBe(clientGroup('2001:db8:1:2::1'));
  });

  it('keeps IPv4 addresses and this machine as they are', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::1')).toBe('::1');
    expect(clientGroup('')).toBe('');
  });
});
