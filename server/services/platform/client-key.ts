import { normalizeIP } from '@fastify/rate-limit';

/** Addresses remembered; past it, the oldest goes. */
export const CLIENT_KEYS_MAX = 10_000;

/**
 * @fastify/rate-limit's own key for a client address (an IPv6 address stands for its /64), remembered per
 * address: working it out parses the address twice with BigInt arithmetic, which cost about 15 % of the CPU of
 * a cached read such as /api/balance (profile of `npm run bench`'s balance row, every client on IPv6).
 */
export function clientKeys(max = CLIENT_KEYS_MAX) {
  const keys = new Map<string, string>();
  return (ip: string): string => {
    let key = keys.get(ip);
    if (key === undefined) {
      key = normalizeIP(ip);
      if (keys.size >= max) keys.delete(keys.keys().next().value!);
      keys.set(ip, key);
    }
    return key;
  };
}

/**
 * The one key every limit counts a client on (the API's, the login's, registrations', reset codes', the
 * console sign-in's): an IPv6 client holds a whole /64 and picks any address in it, so the /64 is the client.
 */
export const clientKey = clientKeys();
