import { Code } from '../../../contract/envelope';
import type { Language } from '../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import { ApiError } from '../../errors';
import { message } from '../../messages';
import { readConfig } from '../platform/config';

/**
 * A payout account added with only a session token (a stolen phone, a copied token) must not receive money at
 * once: without the trade password or a passkey's approval it waits `payout_cooling_hours` (a setting, 24 by
 * default) before a withdrawal may go to it, which leaves the member time to hear of it and act.
 */
export async function coolsUntil(tx: Db | Tx, approved: boolean, now: Date): Promise<Date | null> {
  if (approved) return null;
  const { payout_cooling_hours: hours } = await readConfig(tx);
  return hours > 0 ? new Date(now.getTime() + hours * 3600_000) : null;
}

const WAIT_UNITS: Record<Language, { hours: (n: number) => string; minutes: (n: number) => string }> = {
  'zh-Hant': { hours: (n) => `${n} 小時`, minutes: (n) => `${n} 分鐘` },
  'zh-Hans': { hours: (n) => `${n} 小时`, minutes: (n) => `${n} 分钟` },
  en: {
    hours: (n) => (n === 1 ? '1 hour' : `${n} hours`),
    minutes: (n) => (n === 1 ? '1 minute' : `${n} minutes`),
  },
};

/** How long is left, as the member reads it: whole hours rounded up, or minutes in the last hour. */
export function waitText(ms: number, lang: Language): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes >= 60 ? WAIT_UNITS[lang].hours(Math.ceil(minutes / 60)) : WAIT_UNITS[lang].minutes(minutes);
}

/** Refuses a withdrawal to an account still cooling off: 422 with the time it may (the app shows it too). */
export function checkCooled(account: { coolsUntil: Date | null }, now: Date, lang: Language): void {
  const until = account.coolsUntil;
  if (!until || until <= now) return;
  const text = message('payoutCooling', lang, { wait: waitText(until.getTime() - now.getTime(), lang) });
  throw new ApiError(Code.rule, 'payoutCooling', { coolsUntil: until.toISOString() }, text);
}
