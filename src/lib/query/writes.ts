import type { CallInput, CallName } from '../../../contract/calls';
import { request, type ApiResult, type RequestOptions } from '../api-client';
import { queryCache } from './query-cache';

/**
 * What each write changes on the server: the reads to ask again once it succeeded (the one rule; the event
 * stream tells the same for changes made elsewhere, lib/live/apply-event).
 */
const CHANGES: Record<string, readonly CallName[]> = {
  order: ['balance', 'orders', 'bills', 'room'],
  recharge: ['balance', 'recharges', 'bills'],
  withdraw: ['balance', 'withdraws', 'bills'],
  cancelWithdraw: ['balance', 'withdraws', 'bills'],
  moveIn: ['balance', 'termPositions', 'moveRecords', 'bills'],
  moveOut: ['balance', 'termPositions', 'moveRecords', 'bills'],
  addCard: ['cards'],
  addWallet: ['wallets'],
  updatePayAccount: ['cards', 'wallets'],
  deletePayAccount: ['cards', 'wallets'],
  updateUserInfo: ['userInfo'],
  uploadAvatar: ['userInfo'],
  addTradePassword: ['userInfo'],
  updateTradePassword: ['userInfo'],
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
