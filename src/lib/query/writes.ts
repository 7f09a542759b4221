import type { CallInput, CallName } from '../../../contract/calls';
import { request, type ApiResult, type RequestOptions } from '../api-client';
import { queryCache } from './query-cache';

/**
 * What each write changes on the server: the reads to ask again once it succeeded, by call name or a feature's
 * read of them (`payAccounts`). The one rule; the event stream tells the same for changes made elsewhere
 * (lib/live/apply-event).
 */
const CHANGES: Record<string, readonly string[]> = {
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

/** A call that changes data: once it succeeded, the reads it changes are read again before it resolves. */
export async function write<N extends CallName>(call: N, body: CallInput<N>, options?: RequestOptions) {
  return afterWrite(call, await request(call, body, options));
}

/** The answer `result` of the write `call` (also one outside `calls`, a multipart upload), after the same. */
export async function afterWrite<T>(call: string, result: ApiResult<T>): Promise<ApiResult<T>> {
  if (result.ok) await queryCache.invalidate(...(CHANGES[call] ?? []));
  return result;
}
