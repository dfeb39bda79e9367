/** The visitor's address and origin behind the proxies the server trusts, and the rate limit's key for an address. */
import { describe, expect, it } from 'vitest';
import { rateLimitKey, visitorAddress, visitorOrigin } from '../../enquiry/server/visitor.ts';

describe('visitorAddress', () => {
  const headers = { 'x-forwarded-for': 'forged-by-client, 198.51.100.7, 10.0.0.2' };
  it.each([
    [0, '10.0.0.1'],
    [1, '10.0.0.2'],
    [2, '198.51.100.7'],
  ])('with %i trusted proxies takes the address that many steps from the socket', (trusted, expected) => {
    expect(visitorAddress(headers, '10.0.0.1', trusted)).toBe(expected);
  });

  it('reads repeated header lines as one list, and never goes left of what the trusted proxies wrote', () => {
    expect(visitorAddress({ 'x-forwarded-for': ['1.1.1.1', '2.2.2.2, 3.3.3.3'] }, '10.0.0.1', 2)).toBe('2.2.2.2');
    expect(visitorAddress({}, '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('takes the socket’s address when the request names fewer hops than there are trusted proxies: every entry may be the client’s own', () => {
    // Sent straight to an instance (or to the load balancer, past the CDN) with a header of the client's choosing.
    expect(visitorAddress({ 'x-forwarded-for': '203.0.113.50' }, '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(visitorAddress({ 'x-forwarded-for': 'fake-admin-host' }, '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(visitorAddress({}, '10.0.0.1', 3)).toBe('10.0.0.1');
  });

  it('takes the socket’s address when the entry the proxies point at is not an IP address', () => {
    expect(visitorAddress({ 'x-forwarded-for': 'fake-admin-host, 10.0.0.2' }, '10.0.0.1', 2)).toBe('10.0.0.1');
    expect(visitorAddress({ 'x-forwarded-for': '198.51.100.7\r\n[x] forged' }, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(visitorAddress({ 'x-forwarded-for': '[2001:db8::7], 10.0.0.2' }, '10.0.0.1', 2)).toBe('[2001:db8::7]');
    expect(visitorAddress({ 'x-forwarded-for': '2001:db8::8' }, '10.0.0.1', 1)).toBe('2001:db8::8');
  });
});

describe('visitorOrigin', () => {
  const headers = { host: 'internal:8080', 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'www.example.edu' };
  it('believes the nearest proxy’s scheme and host only when a proxy is trusted', () => {
    expect(visitorOrigin(headers, false, 1)).toBe('https://www.example.edu');
    expect(visitorOrigin(headers, false, 0)).toBe('http://internal:8080');
    expect(visitorOrigin({ host: 'site.example' }, true, 0)).toBe('https://site.example');
    expect(visitorOrigin({}, false, 0)).toBeNull();
  });
});

describe('rateLimitKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:a:b:1:2:3:4', '2001:db8:a:b::/64'],
    ['2001:0db8:000a:000b::ffff', '2001:db8:a:b::/64'],
    ['[2001:db8:a:b::1]', '2001:db8:a:b::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (address, key) => expect(rateLimitKey(address)).toBe(key));
});
