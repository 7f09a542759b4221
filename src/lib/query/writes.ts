import type { CallInput, CallName } from '../../../contract/calls';
import { request, type ApiResult, type RequestOptions } from '../api-client';
import type { WriteCall } from './changes';
import { writeThrough } from './data-client';
import { memberClient } from './member-client';

/** A call that changes data: once it succeeded, the reads it changes are read again before it resolves. */
export function write<N extends CallName>(call: N, body: CallInput<N>, options?: RequestOptions) {
  return writeThrough(memberClient, call, request(call, body, options));
}

/** The answer `result` of the write `call` (also one outside `calls`, a multipart upload), after the same. */
export function afterWrite<T>(call: WriteCall, result: ApiResult<T>): Promise<ApiResult<T>> {
  return writeThrough(memberClient, call, result);
}
