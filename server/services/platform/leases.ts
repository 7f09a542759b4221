import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leases } from '../../db/schema';

/**
 * Takes the lease `name` for `holder` until `expiresAt` when no one holds it (it has expired): true when taken.
 * One upsert, so of many instances asking at once exactly one gets it.
 */
export async function claimLease(db: Db, name: string, holder: string, expiresAt: Date, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(leases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({ target: leases.name, set: { holder, expiresAt }, setWhere: lte(leases.expiresAt, now) })
    .returning({ holder: leases.holder });
  return claimed.length > 0;
}
