import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

const IDEMPOTENCY_KEY = 'idempotency_hmac';

/**
 * The key of the idempotency records' HMAC: SERVER_SECRET when set (then a copy of the database alone does not
 * give it), else one created on the very first start and kept in the database, which every instance then reads.
 */
export async function idempotencySecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  await db
    .insert(serverSecrets)
    .values({ name: IDEMPOTENCY_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, IDEMPOTENCY_KEY));
  return Buffer.from(row!.value, 'hex');
}
