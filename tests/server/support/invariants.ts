import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/** For every member: balance = Σ bills.amount, balance ≥ 0, frozen ≥ 0, term balance ≥ 0. */
export async function ledgerProblems(db: Db): Promise<unknown[]> {
  const rows = await db.execute(sql`
    select m.id, m.balance, m.frozen, m.term_balance, coalesce(sum(b.amount), 0) as billed
    from members m left join bills b on b.member_id = m.id
    group by m.id
    having m.balance <> coalesce(sum(b.amount), 0) or m.balance < 0 or m.frozen < 0 or m.term_balance < 0`);
  return (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
}
