import { effectsOf, type MemberCallName } from '../../../contract/call-effects';
import type { CallName } from '../../../contract/calls';
import { withCombinedReads } from '../../../contract/events';
import type { PasskeyCallName } from '../../../contract/passkeys';

/** A write: a contract call, a passkey call, or the avatar's multipart upload (contract/member.ts). */
export type WriteCall = CallName | PasskeyCallName | 'uploadAvatar';
/** A read a write or an event makes stale: a call's, or a feature's own read over several (`payAccounts`). */
export type ReadCall = CallName | PasskeyCallName | 'payAccounts';

/**
 * The reads a successful `call` makes stale (the member client's `invalidates`): the contract's rule
 * (contract/call-effects.ts), with the features' reads made of them (`payAccounts`); the event stream tells the
 * same for changes made elsewhere (lib/live/apply-event).
 */
export const changesOf = (call: string): readonly string[] =>
  withCombinedReads(effectsOf(call as MemberCallName).invalidates);
