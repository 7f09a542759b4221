import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordEvent } from '../platform/events';

/** positions told in one transaction; more wait for the next look */
const BATCH = 200;

/**
 * Tells each member whose fixed-term deposit has matured, once: the `term` event (`status: 'matured'`) on the stream
 * and, through its push entry, a notice to their devices. The positions are claimed FOR UPDATE SKIP LOCKED and
 * marked in the event's transaction, so instances looking at once tell each position exactly once. Nothing moves:
 * the member moves the deposit out, with its interest, when they choose. Returns how many were told.
 */
export async function tellMatured(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const told = (await tx.execute(sql`
      update term_positions set maturity_told_at = ${now}
      where id in (
        select id from term_positions
        where status = 'active' and maturity_told_at is null and matures_at <= ${now}
        order by matures_at limit ${BATCH} for update skip locked)
      returning id, member_id as "memberId"`)) as unknown as { rows: { id: number; memberId: number }[] };
    for (const position of told.rows) {
      await recordEvent(tx, Number(position.memberId), 'term', { id: Number(position.id), status: 'matured' });
    }
    return told.rows.length;
  });
}
