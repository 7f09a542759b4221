import type { CallName } from './call-index';
import type { MemberRead, StreamTopic } from './events';
import type { PasskeyCallName } from './passkeys';
import type { PushCallName } from './push';

/** What a member call's success changes: the app's reads it makes stale, and the stream events it writes. */
export interface CallEffects {
  invalidates: readonly MemberRead[];
  emits: readonly StreamTopic[];
}

/** Every call the member API answers: `calls`, the passkey and push calls, and the avatar's multipart upload. */
export type MemberCallName = CallName | PasskeyCallName | PushCallName | 'uploadAvatar';

const money = (...invalidates: MemberRead[]): CallEffects => ({ invalidates, emits: ['balance'] });

/**
 * The member calls that change what a read answers (every other call changes none). The app asks the reads
 * again once the write succeeded (with the combined reads of contract/events.ts); the other devices hear the
 * emitted events.
 */
export const CALL_EFFECTS = {
  order: money('balance', 'orders', 'bills', 'room'),
  recharge: { invalidates: ['balance', 'recharges', 'bills'], emits: ['recharge'] },
  withdraw: { invalidates: ['balance', 'withdraws', 'bills'], emits: ['withdrawal', 'balance'] },
  cancelWithdraw: { invalidates: ['balance', 'withdraws', 'bills'], emits: ['withdrawal', 'balance'] },
  moveIn: money('balance', 'termPositions', 'moveRecords', 'bills'),
  moveOut: money('balance', 'termPositions', 'moveRecords', 'bills'),
  addCard: { invalidates: ['cards'], emits: ['security'] },
  addWallet: { invalidates: ['wallets'], emits: ['security'] },
  addCardWithPasskey: { invalidates: ['cards'], emits: ['security'] },
  addWalletWithPasskey: { invalidates: ['wallets'], emits: ['security'] },
  updatePayAccount: { invalidates: ['cards', 'wallets'], emits: [] },
  deletePayAccount: { invalidates: ['cards', 'wallets'], emits: [] },
  updateUserInfo: { invalidates: ['userInfo'], emits: [] },
  uploadAvatar: { invalidates: ['userInfo'], emits: [] },
  addTradePassword: { invalidates: ['userInfo'], emits: [] },
  updateTradePassword: { invalidates: ['userInfo'], emits: [] },
  passkeyRegister: { invalidates: ['passkeys'], emits: ['security'] },
  renamePasskey: { invalidates: ['passkeys'], emits: [] },
  removePasskey: { invalidates: ['passkeys'], emits: ['security'] },
  passkeyLogin: { invalidates: [], emits: ['security'] },
  setLimit: { invalidates: ['limits'], emits: ['limits'] },
  confirmLimit: { invalidates: ['limits'], emits: ['limits'] },
  dropLimitChange: { invalidates: ['limits'], emits: ['limits'] },
  takeBreak: { invalidates: ['breakState'], emits: ['break'] },
  askReturn: { invalidates: ['breakState'], emits: ['break'] },
  confirmReturn: { invalidates: ['breakState'], emits: ['break'] },
} as const satisfies Partial<Record<MemberCallName, CallEffects>>;

const NONE: CallEffects = { invalidates: [], emits: [] };
export const effectsOf = (call: MemberCallName): CallEffects =>
  (CALL_EFFECTS as Partial<Record<MemberCallName, CallEffects>>)[call] ?? NONE;
