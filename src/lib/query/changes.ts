import type { CallName } from '../../../contract/calls';
import type { PasskeyCallName } from '../../../contract/passkeys';

/** A write: a contract call, a passkey call, or the avatar's multipart upload (contract/member.ts). */
export type WriteCall = CallName | PasskeyCallName | 'uploadAvatar';
/** A read a write or an event makes stale: a call's, or a feature's own read over several (`payAccounts`). */
export type ReadCall = CallName | PasskeyCallName | 'payAccounts';

/**
 * What each write changes on the server: the reads to ask again once it succeeded, by call name or a feature's
 * read of them (`payAccounts`). The one rule; the event stream tells the same for changes made elsewhere
 * (lib/live/apply-event).
 */
const CHANGES: Partial<Record<WriteCall, readonly ReadCall[]>> = {
  order: ['balance', 'orders', 'bills', 'room'],
  recharge: ['balance', 'recharges', 'bills'],
  withdraw: ['balance', 'withdraws', 'bills'],
  cancelWithdraw: ['balance', 'withdraws', 'bills'],
  moveIn: ['balance', 'termPositions', 'moveRecords', 'bills'],
  moveOut: ['balance', 'termPositions', 'moveRecords', 'bills'],
  addCard: ['cards', 'payAccounts'],
  addWallet: ['wallets', 'payAccounts'],
  addCardWithPasskey: ['cards', 'payAccounts'],
  addWalletWithPasskey: ['wallets', 'payAccounts'],
  updatePayAccount: ['cards', 'wallets', 'payAccounts'],
  deletePayAccount: ['cards', 'wallets', 'payAccounts'],
  updateUserInfo: ['userInfo'],
  uploadAvatar: ['userInfo'],
  addTradePassword: ['userInfo'],
  updateTradePassword: ['userInfo'],
  passkeyRegister: ['passkeys'],
  renamePasskey: ['passkeys'],
  removePasskey: ['passkeys'],
  setLimit: ['limits'],
  confirmLimit: ['limits'],
  dropLimitChange: ['limits'],
  takeBreak: ['breakState'],
  askReturn: ['breakState'],
  confirmReturn: ['breakState'],
};

/** The reads a successful `call` makes stale (the member client's `invalidates`). */
export const changesOf = (call: string): readonly string[] => CHANGES[call as WriteCall] ?? [];
