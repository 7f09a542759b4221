import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id's cost: memory in KiB, passes, lanes. */
export interface Argon2Cost {
  m: number;
  t: number;
  p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet, first choice: Argon2id, m=19 MiB, t=2, p=1. Measured here (2 cores,
 * busy): 16 ms of CPU a hash, against 460-650 ms for scrypt at OWASP's N=2^17 (issue 42), as strong by their table.
 */
export const OWASP_COST: Argon2Cost = { m: 19456, t: 2, p: 1 };

let cost = OWASP_COST;

/**
 * For test harnesses only (TEST_SCRYPT_LN, see Settings; the name is from when passwords were scrypt): a
 * cheaper cost, m=2^ln KiB, t=1, for the hundreds of members a test run makes; undefined: OWASP's.
 */
export function usePasswordCostForTests(ln: number | undefined): void {
  cost = ln === undefined ? OWASP_COST : { m: 2 ** ln, t: 1, p: 1 };
}

/** Today's cost (test harnesses lower it). */
export const passwordCost = () => cost;

// Algorithm.Argon2id: a const enum, which this build's isolated modules cannot read
const ARGON2ID = 2 as Algorithm;
const argon2 = (c: Argon2Cost) => ({ algorithm: ARGON2ID, memoryCost: c.m, timeCost: c.t, parallelism: c.p });
const prefix = (c: Argon2Cost) => `$argon2id$v=19$m=${c.m},t=${c.t},p=${c.p}$`;

/** A PHC string, "$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>": the cost and a 16-byte salt travel with it. */
export function hashAt(password: string, c: Argon2Cost): Promise<string> {
  // @node-rs/argon2 hashes on the libuv pool, off the event loop
  return hash(password, argon2(c));
}

export const hashPassword = (password: string) => hashAt(password, cost);

/** Whether a hash was made at another cost (or scheme) than `c`'s: rehash it at the next right password. */
export const madeAt = (stored: string, c: Argon2Cost) => stored.startsWith(prefix(c));

/** Hashes of before issue 42: scrypt, "scrypt$ln=17,r=8,p=1$<salt>$<key>" or (older, N=2^14) "scrypt$<salt>$<key>". */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const match = /^ln=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? '');
  const [ln, r, p] = parts.length === 3 ? [14, 8, 1] : match && parts.length === 4 ? match.slice(1).map(Number) : [];
  if (ln === undefined || r === undefined || p === undefined) return false;
  const [salt, key] = parts.slice(-2).map((hex) => Buffer.from(hex!, 'hex')) as [Buffer, Buffer];
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r };
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, key.length, options, (error, k) => (error ? reject(error) : resolve(k))),
  );
  return timingSafeEqual(derived, key);
}

const DUMMY_SALT = randomBytes(16);

/**
 * Checks a password against any hash this server ever stored; with no stored hash it still spends the work
 * of a current hash (no account probing by timing).
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored?.startsWith('$argon2')) return verify(stored, password).catch(() => false);
  if (stored?.startsWith('scrypt$')) return verifyScrypt(password, stored);
  await hash(password, { ...argon2(cost), salt: DUMMY_SALT });
  return false;
}

/** After a right password: its hash at today's cost when the stored one is at another, else undefined. */
export async function rehashed(password: string, stored: string): Promise<string | undefined> {
  return madeAt(stored, cost) ? undefined : hashPassword(password);
}
