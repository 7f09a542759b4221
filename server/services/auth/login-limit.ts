import { Code } from '../../../contract/envelope';
import { ApiError } from '../../errors';
import type { Settings } from '../../settings';
import type { AttemptLimits, AttemptObserver } from './attempt-limit';
import { clientKey } from '../platform/client-key';

export const tooMany = (seconds: number) => new ApiError(Code.tooMany, 'tooMany', { retryAfter: seconds });

type LoginSettings = Pick<Settings, 'loginFailuresPerAccount' | 'loginFailuresPerIp' | 'loginWindowSeconds'>;

/**
 * The login's limits, one counter per account and one per client (its address, an IPv6 /64 as one): every call that checks that login
 * password (sign-in, changing it, setting a trade password) counts on them. `scope` keeps members' and
 * operators' accounts apart, and a member's reset codes (the same limits, counted apart: a member locked out
 * of signing in can still reset).
 */
export function loginLimits(
  s: LoginSettings,
  scope: 'login' | 'operator-login' | 'password-reset',
  target: { account: string; ip: string; now: Date },
  observe?: AttemptObserver,
): AttemptLimits {
  return {
    limits: [
      { key: `${scope}:account:${target.account.toLowerCase()}`, limit: s.loginFailuresPerAccount },
      { key: `${scope}:ip:${clientKey(target.ip)}`, limit: s.loginFailuresPerIp },
    ],
    windowSeconds: s.loginWindowSeconds,
    now: target.now,
    locked: tooMany,
    observe,
  };
}
