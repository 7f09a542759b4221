import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { breakEnd, RETURN_WAIT_MS, type BreakLength, type BreakView } from '../../../contract/breaks';
import type { CallBody } from '../../../contract/calls';
import { formatMoment } from '../../../contract/date-time';
import { Code } from '../../../contract/envelope';
import type { Language } from '../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import { memberBreaks } from '../../db/schema';
import { ApiError } from '../../errors';
import { message, type ServerMessage } from '../../messages';
import { recordEvent } from '../platform/events';

export type BreakRow = typeof memberBreaks.$inferSelect;

/**
 * The member's break in force at `now`: a time-out before its end, a self-exclusion until the member has confirmed
 * the return. At most one is ever in force (takeBreak refuses a second under the member's row lock).
 */
export async function breakInForce(db: Db | Tx, memberId: number, now: Date): Promise<BreakRow | undefined> {
  const [row] = await db
    .select()
    .from(memberBreaks)
    .where(and(eq(memberBreaks.memberId, memberId), inForceAt(now)))
    .orderBy(desc(memberBreaks.id))
    .limit(1);
  return row;
}

/** A break row in force at `now` (breakInForce): not ended, and a self-exclusion or a time-out before its end. */
export const inForceAt = (now: Date) =>
  and(isNull(memberBreaks.endedAt), or(eq(memberBreaks.kind, 'exclusion'), gt(memberBreaks.endsAt, now)));

const returnFrom = (row: BreakRow) =>
  row.returnAskedAt ? new Date(row.returnAskedAt.getTime() + RETURN_WAIT_MS) : null;

function stageOf(row: BreakRow, now: Date): BreakView['stage'] {
  if (now < row.endsAt) return 'running';
  const from = returnFrom(row);
  if (!from) return 'ended';
  return now < from ? 'waiting' : 'confirmable';
}

export function breakView(row: BreakRow | undefined, now: Date): BreakView | null {
  if (!row) return null;
  return {
    kind: row.kind,
    length: row.length as BreakLength,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    returnAskedAt: row.returnAskedAt?.toISOString() ?? null,
    returnFrom: returnFrom(row)?.toISOString() ?? null,
    stage: stageOf(row, now),
  };
}

/** 403 for money refused during a break; 422 (`Code.rule`) for a break's own steps asked too soon. */
function refusal(key: ServerMessage, at: Date, lang: Language, row: BreakRow, code: Code = Code.forbidden) {
  const data = { break: { kind: row.kind, endsAt: row.endsAt.toISOString() } };
  return new ApiError(code, key, data, message(key, lang, { until: formatMoment(at, lang, 'UTC') }));
}

/**
 * Refuses money coming in (an order, a deposit, a fixed-term deposit) during a break: called in the money move's
 * transaction under the member's row lock, so a break taken on another instance is seen by the next move.
 */
export async function refuseDuringBreak(tx: Tx, memberId: number, now: Date, lang: Language): Promise<void> {
  refuseBreak(await breakInForce(tx, memberId, now), now, lang);
}

/** Refuses during the break in force `row` (read under the member's row lock: refuseDuringBreak, guardsOf). */
export function refuseBreak(row: BreakRow | undefined, now: Date, lang: Language): void {
  if (!row) return;
  if (row.kind === 'timeout') throw refusal('timeoutInForce', row.endsAt, lang, row);
  if (now < row.endsAt) throw refusal('exclusionInForce', row.endsAt, lang, row);
  throw refusal('exclusionReturn', row.endsAt, lang, row);
}

async function told(tx: Tx, memberId: number, row: BreakRow | undefined, now: Date) {
  const current = breakView(row, now);
  // every open app of the member hears it at once (the stream's `break` event)
  await recordEvent(tx, memberId, 'break', { current });
  return { current };
}

/** Starts a time-out or a self-exclusion now; refused while one is in force (none is shortened or replaced). */
export async function takeBreak(tx: Tx, memberId: number, body: CallBody<'takeBreak'>, now: Date, lang: Language) {
  const running = await breakInForce(tx, memberId, now);
  if (running) throw refusal('breakInForce', running.endsAt, lang, running, Code.rule);
  const [row] = await tx
    .insert(memberBreaks)
    .values({ memberId, kind: body.kind, length: body.length, startedAt: now, endsAt: breakEnd(now, body.length) })
    .returning();
  return told(tx, memberId, row, now);
}

async function endedExclusion(tx: Tx, memberId: number, now: Date, lang: Language) {
  const row = await breakInForce(tx, memberId, now);
  if (!row || row.kind !== 'exclusion') throw new ApiError(Code.rule, 'noExclusion');
  if (now < row.endsAt) throw refusal('returnTooEarly', row.endsAt, lang, row, Code.rule);
  return row;
}

/** After a self-exclusion's end, the member asks to come back: the return can be confirmed 24 hours later. */
export async function askReturn(tx: Tx, memberId: number, now: Date, lang: Language) {
  const row = await endedExclusion(tx, memberId, now, lang);
  if (row.returnAskedAt) return { current: breakView(row, now) };
  const [asked] = await tx
    .update(memberBreaks)
    .set({ returnAskedAt: now })
    .where(eq(memberBreaks.id, row.id))
    .returning();
  return told(tx, memberId, asked, now);
}

/** The member confirms the return, 24 hours or more after asking: the self-exclusion ends. */
export async function confirmReturn(tx: Tx, memberId: number, now: Date, lang: Language) {
  const row = await endedExclusion(tx, memberId, now, lang);
  const from = returnFrom(row);
  if (!from) throw new ApiError(Code.rule, 'returnNotAsked');
  if (now < from) throw refusal('returnNotYet', from, lang, row, Code.rule);
  await tx.update(memberBreaks).set({ endedAt: now }).where(eq(memberBreaks.id, row.id));
  return told(tx, memberId, undefined, now);
}
