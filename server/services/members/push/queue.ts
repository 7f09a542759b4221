import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { PUSH_ENTRIES, pushEntry } from './kinds';
import type { PushText } from './texts';

/** What a job carries to the sender: the record, the words to say, the reason and figure as they were at the event. */
export interface JobData {
  id: number;
  text: PushText;
  reason: string | null;
  amount: number | null;
}

/**
 * A notice for each of the member's devices that switched its kind on, written in the event's own transaction:
 * it exists exactly when the event committed, and whichever instance claims it first sends it (sender.ts).
 * Events of kinds without an entry (balances, content) cost nothing here.
 */
export async function queuePush(
  tx: Tx | Db,
  memberId: number | null,
  topic: string,
  data: Record<string, unknown>,
): Promise<void> {
  const entry = pushEntry(topic);
  if (memberId === null || !entry?.sends(data)) return;
  const id = Number(data.id) || 0;
  const job: Omit<JobData, 'amount'> = {
    id,
    text: entry.text(data),
    reason: typeof data.reason === 'string' && data.reason ? data.reason : null,
  };
  // one statement: a member without devices costs an index probe, and the figure is read only for one with
  await tx.execute(sql`
    insert into push_jobs (subscription_id, member_id, topic, data)
    select s.id, s.member_id, ${topic}, ${JSON.stringify(job)}::jsonb || jsonb_build_object('amount', ${entry.amount?.(id) ?? sql`null::bigint`})
    from push_subscriptions s where s.member_id = ${memberId} and ${entry.setting} = any(s.kinds)`);
}

/**
 * The `order` entry's notices for the orders a settlement chunk decided, in the chunk's own statement
 * (settlement.ts): `decided` names its CTE of (id, member_id, status, amount, payout). What queuePush does one
 * event at a time, for the whole chunk at once; the figure is the payout when won or refunded, else the stake.
 */
export function queueOrderPushes(decided: string) {
  const entry = PUSH_ENTRIES.order!;
  const d = sql.identifier(decided);
  return sql`
    insert into push_jobs (subscription_id, member_id, topic, data)
    select s.id, s.member_id, 'order', jsonb_build_object('id', d.id, 'text', 'order.' || d.status,
      'reason', null, 'amount', coalesce(nullif(d.payout, 0), d.amount))
    from ${d} d join push_subscriptions s on s.member_id = d.member_id and ${entry.setting} = any(s.kinds)`;
}
