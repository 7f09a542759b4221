import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from './settings';

const isPrivate = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/** Throws on an entry that is neither an address, a CIDR nor a range name (loopback, linklocal, uniquelocal). */
export const checkProxyAddresses = (entries: string[]) => void proxyAddr.compile(entries);

/**
 * Fastify's `trustProxy` for TRUST_PROXY; the client's address is then the rightmost X-Forwarded-For entry no
 * trusted proxy wrote. Addresses go to Fastify as they are. A count n trusts the n proxies nearest to us, but
 * only when the nearest reaches us from a private address: Fastify ≥ 5.12.1 ignores bare hop counts
 * (GHSA-3m5p-2c4r-xxw2), as a client reaching the server directly could write those entries itself.
 */
export function trustProxyOption(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (address, hop) => hop < setting && (hop > 0 || isPrivate(address, 0));
}
