import type { Language } from '../../contract/messages';
import type { Db } from '../db/client';
import { ApiError, forbidden } from '../errors';
import { message } from '../messages';
import type { Settings } from '../settings';
import { clearEvents, recordEvent, retryAfter } from './rate-limits';
import { verifyPassword } from './passwords';
import { Code } from '../../contract/envelope';

const locked = (seconds: number, lang: Language) =>
  new ApiError(
    Code.tooMany,
    'tradePasswordLocked',
    { retryAfter: seconds },
    message('tradePasswordLocked', lang, { minutes: Math.ceil(seconds / 60) }),
  );

/**
 * Checks a trade password with an attempt limit held in the database (so it holds on every instance): each
 * try is counted before it is checked, so parallel guesses cannot slip past the limit; a right password
 * clears the count. Six digits are only 10^6 guesses: without this, a stolen token empties the account.
 */
export async function verifyTradePassword(
  db: Db,
  target: { memberId: number; password: string; hash: string },
  ctx: { now: Date; lang: Language; settings: Pick<Settings, 'tradePasswordFailures' | 'tradePasswordWindowSeconds'> },
): Promise<void> {
  const key = `trade-password:${target.memberId}`;
  const { tradePasswordFailures: limit, tradePasswordWindowSeconds: window } = ctx.settings;
  await recordEvent(db, [key], ctx.now);
  const wait = await retryAfter(db, key, limit + 1, window, ctx.now);
  if (wait) throw locked(wait, ctx.lang);
  if (await verifyPassword(target.password, target.hash)) return clearEvents(db, key);
  const lockedNow = await retryAfter(db, key, limit, window, ctx.now);
  throw lockedNow ? locked(lockedNow, ctx.lang) : forbidden('wrongTradePassword');
}
