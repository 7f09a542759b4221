import { sql } from 'drizzle-orm';
import type { Language } from '../../contract/messages';
import type { Db } from '../db/client';
import { ApiError, forbidden } from '../errors';
import { message } from '../messages';
import type { Settings } from '../settings';
import { clearEvents, recordEvent, retryAfter } from './rate-limits';
import { verifyPassword } from './passwords';
import { Code } from '../../contract/envelope';
import { lockKey } from '../db/lock-key';

const locked = (seconds: number, lang: Language) =>
  new ApiError(
    Code.tooMany,
    'tradePasswordLocked',
    { retryAfter: seconds },
    message('tradePasswordLocked', lang, { minutes: Math.ceil(seconds / 60) }),
  );

/** Any constant: with the member's id, the lock that checks one trade password of theirs at a time. */
const CHECK_LOCK = 727_274_003;

/**
 * Checks a trade password with an attempt limit held in the database, so it holds on every instance. The
 * hash is compared outside any transaction (scrypt takes tens of milliseconds); what the answer counts for
 * is then decided for one check of the member's at a time, under a lock: past the limit every answer is
 * "locked", right or wrong, so parallel guesses learn nothing more. A right password clears the count.
 * Six digits are only 10^6 guesses: without this, a stolen token empties the account.
 */
export async function verifyTradePassword(
  db: Db,
  target: { memberId: number; password: string; hash: string },
  ctx: { now: Date; lang: Language; settings: Pick<Settings, 'tradePasswordFailures' | 'tradePasswordWindowSeconds'> },
): Promise<void> {
  const key = `trade-password:${target.memberId}`;
  const { tradePasswordFailures: limit, tradePasswordWindowSeconds: window } = ctx.settings;
  const already = await retryAfter(db, key, limit, window, ctx.now);
  if (already) throw locked(already, ctx.lang);
  const right = await verifyPassword(target.password, target.hash);
  const lockedFor = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHECK_LOCK}, ${lockKey(target.memberId)})`);
    const wait = await retryAfter(tx, key, limit, window, ctx.now);
    if (wait || right) {
      if (!wait) await clearEvents(tx, key);
      return wait;
    }
    await recordEvent(tx, [key], ctx.now);
    return retryAfter(tx, key, limit, window, ctx.now);
  });
  if (lockedFor) throw locked(lockedFor, ctx.lang);
  if (!right) throw forbidden('wrongTradePassword');
}
