import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

export interface ScryptCost {
  /** log2 of N */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB and some 100-300 ms per hash). */
export const OWASP_COST: ScryptCost = { ln: 17, r: 8, p: 1 };

/** Hashes written before the cost was stored with them ("scrypt$<salt>$<key>") used N=2^14. */
const LEGACY_COST: ScryptCost = { ln: 14, r: 8, p: 1 };

let cost = OWASP_COST;

/**
 * For test harnesses only (TEST_SCRYPT_LN, see Settings): hundreds of members at 100-300 ms each would take
 * minutes, more on a loaded machine. Unset in production.
 */
export function useScryptCostForTests(testCost: ScryptCost): void {
  cost = testCost;
}

function derive(password: string, salt: Buffer, { ln, r, p }: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below N=2^17, r=8
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r };
  // the libuv pool, not the event loop
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const format = ({ ln, r, p }: ScryptCost) => `ln=${ln},r=${r},p=${p}`;

/** "scrypt$ln=17,r=8,p=1$<salt hex>$<key hex>": scrypt with its cost and a per-password 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${format(cost)}$${salt.toString('hex')}$${key.toString('hex')}`;
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3) {
    return { cost: LEGACY_COST, salt: Buffer.from(parts[1]!, 'hex'), key: Buffer.from(parts[2]!, 'hex') };
  }
  const match = /^ln=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? '');
  if (parts.length !== 4 || !match) return undefined;
  const [ln, r, p] = match.slice(1).map(Number) as [number, number, number];
  return { cost: { ln, r, p }, salt: Buffer.from(parts[2]!, 'hex'), key: Buffer.from(parts[3]!, 'hex') };
}

/**
 * Constant-time check; with no stored hash it still spends the work of a current hash (no account probing by
 * timing).
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  const key = await derive(password, parsed?.salt ?? Buffer.alloc(16), parsed?.cost ?? cost);
  return parsed !== undefined && parsed.key.length === key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a hash was made at another cost than today's: rehash it at the next right password. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return parsed === undefined || format(parsed.cost) !== format(cost);
}

/** After a right password: its hash at today's cost when the stored one is at another, else undefined. */
export async function rehashed(password: string, stored: string): Promise<string | undefined> {
  return needsRehash(stored) ? hashPassword(password) : undefined;
}
