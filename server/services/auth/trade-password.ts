import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { ApiError, forbidden } from '../../errors';
import { message, type ServerMessage } from '../../messages';
import type { Settings } from '../../settings';
import { limitAttempts } from './attempt-limit';
import { clearEvents, retryAfter } from '../platform/rate-limits';
import { hashAt, madeAt, verifyPassword, type Argon2Cost } from './passwords';
import type { TradePasswordKeys } from '../platform/server-secret';
import { Code } from '../../../contract/envelope';

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
  keys: TradePasswordKeys;
};

/**
 * A moderate Argon2id (some 2-4 ms of CPU here): six digits are 10^6 guesses whatever the cost, so what
 * protects them is the pepper, a key outside the database (SERVER_SECRET), and the attempt limit online.
 */
export const TRADE_PASSWORD_COST: Argon2Cost = { m: 8192, t: 2, p: 1 };

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);
// hex: @node-rs/argon2's verify takes a password of bytes for UTF-8 text
const peppered = (key: Buffer, password: string) => createHmac('sha256', key).update(password).digest('hex');
const currentPrefix = (keys: TradePasswordKeys) => `tp$${keyId(keys.current)}$`;

/** "tp$<key id>$<Argon2id PHC string of HMAC-SHA256(key, password)>": the key id says which pepper made it. */
export async function hashTradePassword(password: string, keys: TradePasswordKeys): Promise<string> {
  return currentPrefix(keys) + (await hashAt(peppered(keys.current, password), TRADE_PASSWORD_COST));
}

async function tradePasswordRight(password: string, stored: string, keys: TradePasswordKeys): Promise<boolean> {
  if (!stored.startsWith('tp$')) return verifyPassword(password, stored);
  const [, id] = stored.split('$', 2);
  const key = [keys.current, keys.older].find((k) => k && keyId(k) === id);
  // made under a SERVER_SECRET this server no longer has: it can never verify
  if (!key) return verifyPassword(password, undefined);
  return verifyPassword(peppered(key, password), stored.slice(`tp$${id}$`.length));
}

const upToDate = (stored: string, keys: TradePasswordKeys) =>
  stored.startsWith(currentPrefix(keys)) && madeAt(stored.slice(currentPrefix(keys).length), TRADE_PASSWORD_COST);

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
 * Checks a trade password under the attempt limit; a hash made at an older cost, without the pepper or under
 * the database's key once SERVER_SECRET is set is replaced. Six digits are only 10^6 guesses: without the
 * limit, a stolen token empties the account.
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
    () => tradePasswordRight(target.password, target.hash, ctx.keys),
    (ok) => (ok ? undefined : 'wrongTradePassword'),
  );
  if (!upToDate(target.hash, ctx.keys)) {
    const upgraded = await hashTradePassword(target.password, ctx.keys);
    await db
      .update(members)
      .set({ tradePasswordHash: upgraded })
      .where(and(eq(members.id, target.memberId), eq(members.tradePasswordHash, target.hash)));
  }
}
