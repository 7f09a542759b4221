import { and, eq } from 'drizzle-orm';
import type { Language } from '../../contract/messages';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { ApiError, forbidden } from '../errors';
import { message } from '../messages';
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

/**
 * Checks a trade password with an attempt limit held in the database, so it holds on every instance: the
 * answers are decided one at a time (`limitAttempts`), so past the limit every answer is "locked", right or
 * wrong, and parallel guesses learn nothing more. A right password clears the count, and a hash made at an
 * older cost is replaced. Six digits are only 10^6 guesses: without this, a stolen token empties the account.
 */
export async function verifyTradePassword(
  db: Db,
  target: { memberId: number; password: string; hash: string },
  ctx: { now: Date; lang: Language; settings: Pick<Settings, 'tradePasswordFailures' | 'tradePasswordWindowSeconds'> },
): Promise<void> {
  const key = `trade-password:${target.memberId}`;
  const { tradePasswordFailures: limit, tradePasswordWindowSeconds: window } = ctx.settings;
  const lockedFor = (seconds: number) => locked(seconds, ctx.lang);
  const right = await limitAttempts(
    db,
    { limits: [{ key, limit }], windowSeconds: window, now: ctx.now, locked: lockedFor },
    () => verifyPassword(target.password, target.hash),
    (ok) => ok,
  );
  if (!right) {
    // the try that reaches the limit already says "locked", with the time to wait
    const wait = await retryAfter(db, key, limit, window, ctx.now);
    throw wait ? lockedFor(wait) : forbidden('wrongTradePassword');
  }
  await clearEvents(db, key);
  const upgraded = await rehashed(target.password, target.hash);
  if (upgraded) {
    await db
      .update(members)
      .set({ tradePasswordHash: upgraded })
      .where(and(eq(members.id, target.memberId), eq(members.tradePasswordHash, target.hash)));
  }
}
