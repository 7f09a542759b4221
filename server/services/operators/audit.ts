import { createHash } from 'node:crypto';
import { asc, desc, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who acted: an operator of the console, or the operator command on the server's host. */
export interface Actor {
  operatorId: number | null;
  account: string;
  address: string;
}

export const COMMAND_ACTOR: Actor = { operatorId: null, account: 'command', address: 'local' };
/**
 * The demo server approves its members' recharges itself (DEMO=1): the system, named so that it is no member's
 * or operator's account (those are letters, digits and underscores), not the demo member `demo`.
 */
export const DEMO_ACTOR: Actor = { operatorId: null, account: 'system:demo', address: 'local' };

export interface AuditEntry {
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

type AuditRow = typeof auditLog.$inferSelect;

/** Any constant shared by every instance: writers of the chain take it in turn, so it never forks. */
const AUDIT_CHAIN_LOCK = 727_274_003;
/** What the first chained row names as its predecessor. */
const CHAIN_START = '';

/** JSON with every object's keys sorted: the same text for a value as written and as read back from jsonb. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) over a row's content and its predecessor's hash. */
export function auditRowHash(row: Omit<AuditRow, 'hash'>): string {
  const content = [
    row.id,
    row.operatorId,
    row.actor,
    row.action,
    row.target,
    row.before,
    row.after,
    row.address,
    row.at.toISOString(),
    row.prevHash,
  ];
  return createHash('sha256').update(canonical(content)).digest('hex');
}

/**
 * One append-only row per action, written in the action's own transaction (a failed audit row undoes the
 * action). Rows are chained: the writer holds the chain's lock until its transaction ends, reads the last
 * hash, and links to it.
 */
export async function audit(tx: Tx, actor: Actor, entry: AuditEntry, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .where(isNotNull(auditLog.hash))
    .orderBy(desc(auditLog.id))
    .limit(1);
  // the id is part of what is hashed, so it is taken before the insert
  const next = (await tx.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`)) as {
    rows: Array<{ id: string | number }>;
  };
  const row = {
    id: Number(next.rows[0]!.id),
    operatorId: actor.operatorId,
    actor: actor.account,
    action: entry.action,
    target: entry.target ?? '',
    // as jsonb will give them back: dates as text, undefined fields gone
    before: entry.before === undefined ? null : (JSON.parse(JSON.stringify(entry.before)) as unknown),
    after: entry.after === undefined ? null : (JSON.parse(JSON.stringify(entry.after)) as unknown),
    address: actor.address,
    at: now,
    prevHash: last?.hash ?? CHAIN_START,
  };
  await tx.insert(auditLog).values({ ...row, hash: auditRowHash(row) });
}

export interface ChainReport {
  /** chained rows checked */
  rows: number;
  /** rows written before the chain began (no hash), not verifiable */
  unchained: number;
  /** the last row's id and hash: note them elsewhere to detect a later removal of the newest rows */
  head: { id: number; hash: string } | null;
  broken: { id: number; problem: 'changed' | 'unlinked' } | null;
}

/**
 * Walks the chain in id order: each row's hash must match its content, and name the previous row's hash.
 * The first broken row is reported: `changed` (its content or hash was rewritten) or `unlinked` (a row
 * before it was removed or inserted).
 */
export async function verifyAuditChain(db: Db, batch = 1000): Promise<ChainReport> {
  const [legacy] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      sql`${auditLog.hash} is null and ${auditLog.id} < coalesce((select min(id) from audit_log where hash is not null), 'Infinity'::numeric)`,
    );
  const report: ChainReport = { rows: 0, unchained: legacy?.n ?? 0, head: null, broken: null };
  let previous = CHAIN_START;
  let after = 0;
  for (;;) {
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, after)).orderBy(asc(auditLog.id)).limit(batch);
    for (const row of rows) {
      if (row.hash === null && report.rows === 0) continue;
      if (row.prevHash !== previous) {
        report.broken = { id: row.id, problem: 'unlinked' };
        return report;
      }
      if (row.hash !== auditRowHash(row)) {
        report.broken = { id: row.id, problem: 'changed' };
        return report;
      }
      report.rows += 1;
      report.head = { id: row.id, hash: row.hash };
      previous = row.hash;
    }
    if (rows.length < batch) return report;
    after = rows[rows.length - 1]!.id;
  }
}
