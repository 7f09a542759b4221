// @vitest-environment node
import { normalizeIP } from '@fastify/rate-limit';
import { clientKeys } from '../../../server/services/platform/client-key';

describe("the rate limit's client key", () => {
  it("is @fastify/rate-limit's own key: an address, a /64 for IPv6, the IPv4 of a mapped address", () => {
    const key = clientKeys();
    const addresses = ['198.51.100.7', '2001:db8:aa:1::1', '2001:DB8:AA:1:ffff::2', '::ffff:198.51.100.7'];
    for (const ip of addresses) expect(key(ip)).toBe(normalizeIP(ip));
    expect(key('2001:db8:aa:1::1')).toBe(key('2001:db8:aa:1:ffff::2'));
    expect(key('2001:db8:aa:1::1')).not.toBe(key('2001:db8:aa:2::1'));
    expect(key('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});
