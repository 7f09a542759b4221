import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** "scrypt$<salt hex>$<key hex>": scrypt (N=16384, r=8, p=1) with a per-password 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

const DUMMY = 'scrypt$00000000000000000000000000000000$' + '00'.repeat(KEY_LENGTH);

/** Constant-time check; with no stored hash it still spends the same work (no account probing by timing). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [, saltHex = '', keyHex = ''] = (stored ?? DUMMY).split('$');
  const key = await scryptAsync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  const expected = Buffer.from(keyHex, 'hex');
  return stored != null && expected.length === key.length && timingSafeEqual(key, expected);
}
