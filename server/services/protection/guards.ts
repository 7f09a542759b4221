import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberBreaks, memberLimits, members } from '../../db/schema';
import { inForceAt, type BreakRow } from './breaks';
import type { LimitRow } from './limits';

/** What guards money coming in from a member: the break in force (refuseBreak) and their limit rows (checkLimits). */
export interface Guards {
  memberId: number;
  breakInForce: BreakRow | undefined;
  limits: LimitRow[];
}

/**
 * A member's guards in one statement, in the money move's transaction under the member's row lock, which every
 * break and limit change takes too (routes/breaks.ts, routes/limits.ts), so nothing changes them until it commits.
 */
export async function guardsOf(tx: Tx, memberId: number, now: Date): Promise<Guards> {
  const rows = await tx
    .select({ limit: memberLimits, inForce: memberBreaks })
    .from(members)
    .leftJoin(memberLimits, eq(memberLimits.memberId, members.id))
    .leftJoin(memberBreaks, and(eq(memberBreaks.memberId, members.id), inForceAt(now)))
    .where(eq(members.id, memberId));
  const limits = new Map<string, LimitRow>();
  let breakInForce: BreakRow | undefined;
  for (const { limit, inForce } of rows) {
    if (limit) limits.set(limit.kind, limit);
    // at most one is in force (takeBreak refuses a second); the newest, as breakInForce reads it
    if (inForce && (!breakInForce || inForce.id > breakInForce.id)) breakInForce = inForce;
  }
  return { memberId, breakInForce, limits: [...limits.values()] };
}
