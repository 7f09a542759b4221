import type { CallInput, CallName } from '../../../contract/calls';
import { request } from '../api-client';

/** A read of the contract: failures show on the screen (with retry), never as a toast. */
export function read<N extends CallName>(call: N, body: CallInput<N>, signal: AbortSignal) {
  return request(call, body, { signal, toast: false });
}
