import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const IDEMPOTENCY_KEY = 'idempotency_hmac';
const TRADE_PASSWORD_KEY = 'trade_password_pepper';

/**
 * The key of the idempotency records' HMAC: SERVER_SECRET when set (then a copy of the database alone does not
 * give it), else one created on the very first start and kept in the database, which every instance then reads.
 */
export async function idempotencySecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  return keptSecret(db, IDEMPOTENCY_KEY);
}

/** A random key created on the very first start and kept in the database, which every instance then reads. */
async function keptSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'hex');
}

export interface TradePasswordKeys {
  /** what new trade password hashes are made under */
  current: Buffer;
  /** the database's key while SERVER_SECRET is set: hashes made before it was set still verify (and upgrade) */
  older?: Buffer;
}

/**
 * The trade password's pepper (services/auth/trade-password.ts): derived from SERVER_SECRET when set, so a copy of
 * the database alone cannot try the 10^6 six-digit passwords offline; else a key kept in the database, which
 * guards nothing against such a copy. Changing SERVER_SECRET later leaves the hashes made under the old one
 * unverifiable: their members set a new trade password.
 */
export async function tradePasswordKeys(db: Db, configured: string | undefined): Promise<TradePasswordKeys> {
  const kept = await keptSecret(db, TRADE_PASSWORD_KEY);
  if (configured === undefined) return { current: kept };
  return { current: createHmac('sha256', configured).update('trade-password pepper').digest(), older: kept };
}
