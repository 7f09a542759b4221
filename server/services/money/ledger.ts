import { eq, sql } from 'drizzle-orm';
import type { BillKind } from '../../../contract/wallet';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema';
import { notFound, rule } from '../../errors';
import { BUS_CHANNEL } from '../platform/bus';
import { EVENT_TOPIC } from '../platform/events';

export interface Move {
  /** signed cents added to the spendable balance; a non-zero value writes a bill */
  balance?: number;
  frozen?: number;
  term?: number;
  kind: BillKind;
  refType: string;
  refId: number | null;
  memo?: string;
}

/**
 * Takes the member's row lock at the start of a money transaction: rows inserted before the balance
 * changes reference the member (a foreign key's KEY SHARE lock), and upgrading that lock later would
 * deadlock two parallel requests of one member.
 */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** Cents as the wire writes them ("12.30"), in SQL, for a column that is never negative (the members' CHECKs). */
export const centsText = (column: string) =>
  sql.raw(`((${column} / 100)::text || '.' || lpad((${column} % 100)::text, 2, '0'))`);

/**
 * The only code that changes a member's balance, frozen or term balance, but for settlement's set statements
 * (services/trading/settlement.ts), which keep the same invariants. One statement inside the caller's transaction:
 * it changes the member's row (locking it, when lockMember has not already) unless that would take the
 * balance or term balance below zero (then 422 insufficient, and nothing is written), writes the bill in
 * the same statement, so balance = Σ bills.amount always, and the `balance` event the member's apps hear
 * when it commits (under the row lock, so one member's balance events have ascending ids in commit order).
 */
export async function moveMoney(tx: Tx, memberId: number, move: Move, now: Date) {
  const balance = move.balance ?? 0;
  const frozen = move.frozen ?? 0;
  const term = move.term ?? 0;
  const result = await tx.execute(sql`
    with moved as (
      update members set balance = balance + ${balance}::int8, frozen = frozen + ${frozen}::int8,
        term_balance = term_balance + ${term}::int8
      where id = ${memberId} and balance + ${balance}::int8 >= 0 and term_balance + ${term}::int8 >= 0
      returning balance, frozen, term_balance
    ),
    billed as (
      insert into bills (member_id, kind, amount, balance_after, ref_type, ref_id, memo, created_at)
      select ${memberId}, ${move.kind}, ${balance}::int8, balance, ${move.refType}, ${move.refId}::int8,
        ${move.memo ?? ''}, ${now}
      from moved where ${balance}::int8 <> 0
    ),
    told as (
      insert into events (member_id, topic, data)
      select ${memberId}, 'balance', jsonb_build_object('balance', ${centsText('balance')},
        'frozen', ${centsText('frozen')}, 'termBalance', ${centsText('term_balance')})
      from moved
      returning id, data
    )
    select m.balance::float8 as balance, m.frozen::float8 as frozen, m.term_balance::float8 as term,
      (select count(pg_notify(${BUS_CHANNEL}, json_build_object('topic', ${EVENT_TOPIC}::text, 'payload',
        json_build_object('id', t.id, 'memberId', ${memberId}::int8, 'topic', 'balance', 'data', t.data))::text))
       from told t) as told
    from moved m`);
  const [row] = (result as unknown as { rows: Array<{ balance: number; frozen: number; term: number }> }).rows;
  if (!row) {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    throw member ? rule('insufficient') : notFound();
  }
  return { balance: row.balance, frozen: row.frozen, termBalance: row.term };
}
