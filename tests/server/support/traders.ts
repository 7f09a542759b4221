import { randomUUID } from 'node:crypto';
import type { Db } from '../../../server/db/client';
import { members, orders, periods, rooms } from '../../../server/db/schema';

export interface TradeResult {
  stake: number;
  /** null while open */
  payout: number | null;
  /** default: won when the payout exceeds the stake, else lost */
  status?: 'won' | 'lost' | 'refunded' | 'open';
}

let accounts = 0;

/**
 * A member written straight into the table (the risk warning needs many) with orders of the given results,
 * settled at `at`.
 */
export async function trader(db: Db, results: readonly TradeResult[], at: Date): Promise<number> {
  const [member] = await db
    .insert(members)
    .values({ account: `trader${process.pid}x${++accounts}`, passwordHash: 'x', nickname: 'trader' })
    .returning({ id: members.id });
  const [room] = await db.select({ id: rooms.id }).from(rooms).limit(1);
  const [period] = await db
    .insert(periods)
    .values({ roomId: room!.id, issueNo: randomUUID(), openAt: at, closeAt: at, settledAt: at })
    .returning({ id: periods.id });
  for (const r of results) {
    await db.insert(orders).values({
      memberId: member!.id,
      roomId: room!.id,
      periodId: period!.id,
      issueNo: 'x',
      direction: 'up',
      amount: r.stake,
      payout: r.payout,
      status: r.status ?? ((r.payout ?? 0) > r.stake ? 'won' : 'lost'),
      referencePrice: '1',
      createdAt: at,
      settledAt: r.status === 'open' ? null : at,
    });
  }
  return member!.id;
}
