import { and, eq } from 'drizzle-orm';
import type { Language } from '../../contract/messages';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { ApiError, forbidden } from '../errors';
import { message, type ServerMessage } from '../messages';
import type { Settings } from '../settings';
import { limitAttempts } from './attempt-limit';
import { clearEvents, retryAfter } from './rate-limits';
import { rehashed, verifyPassword } from './passwords';
import { Code } from '../../contract/envelope';

const locked = (seconds: number, lang: Language) =>
  new ApiError(
    Code.tooMany,
    'tradePasswordLocked',
    { retryAfter: seconds },
    message('tradePasswordLocked', lang, { minutes: Math.ceil(seconds / 60) }),
  );

export type ApprovalContext = {
  now: Date;
  lang: Language;
  settings: Pick<Settings, 'tradePasswordFailures' | 'tradePasswordWindowSeconds'>;
};

/**
 * Runs one approval of a money move (a trade password, or a passkey in its place) under the trade password's
 * attempt limit, held in the database so it holds on every instance: the answers are decided one at a time
 * (`limitAttempts`), so past the limit every answer is "locked", right or wrong, and parallel guesses learn
 * nothing more. `refusal` names a failed check's message; a passing one clears the count.
 */
export async function limitApproval<T>(
  db: Db,
  memberId: number,
  ctx: ApprovalContext,
  check: () => Promise<T>,
  refusal: (result: T) => ServerMessage | undefined,
): Promise<T> {
  const key = `trade-password:${memberId}`;
  const { tradePasswordFailures: limit, tradePasswordWindowSeconds: window } = ctx.settings;
  const lockedFor = (seconds: number) => locked(seconds, ctx.lang);
  const result = await limitAttempts(
    db,
    { limits: [{ key, limit }], windowSeconds: window, now: ctx.now, locked: lockedFor },
    check,
    (r) => refusal(r) === undefined,
  );
  const refused = refusal(result);
  if (refused) {
    // the try that reaches the limit already says "locked", with the time to wait
    const wait = await retryAfter(db, key, limit, window, ctx.now);
    throw wait ? lockedFor(wait) : forbidden(refused);
  }
  await clearEvents(db, key);
  return result;
}

/**
 * Checks a trade password under the attempt limit; a hash made at an older cost is replaced. Six digits are
 * only 10^6 guesses: without the limit, a stolen token empties the account.
 */
export async function verifyTradePassword(
  db: Db,
  target: { memberId: number; password: string; hash: string },
  ctx: ApprovalContext,
): Promise<void> {
  await limitApproval(
    db,
    target.memberId,
    ctx,
    () => verifyPassword(target.password, target.hash),
    (ok) => (ok ? undefined : 'wrongTradePassword'),
  );
  const upgraded = await rehashed(target.password, target.hash);
  if (upgraded) {
    await db
      .update(members)
      .set({ tradePasswordHash: upgraded })
      .where(and(eq(members.id, target.memberId), eq(members.tradePasswordHash, target.hash)));
  }
}
