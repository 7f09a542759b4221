import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Who acted: an operator of the console, or the operator command on the server's host. */
export interface Actor {
  operatorId: number | null;
  account: string;
  address: string;
}

export const COMMAND_ACTOR: Actor = { operatorId: null, account: 'command', address: 'local' };
/** The demo server approves its members' recharges itself (DEMO=1). */
export const DEMO_ACTOR: Actor = { operatorId: null, account: 'demo', address: 'local' };

export interface AuditEntry {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

/** One append-only row per action, written in the action's own transaction where it has one. */
export async function audit(db: Db | Tx, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: actor.operatorId,
    actor: actor.account,
    action: entry.action,
    target: entry.target ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: actor.address,
    at: now,
  });
}
