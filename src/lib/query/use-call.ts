import type { CallData, CallInput, CallName } from '../../../contract/calls';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../contract/envelope';
import { request } from '../api-client';
import { usePagedQuery, useQuery, type QueryOptions } from './use-query';

/** The calls that answer a page `{ data, total, page, pageSize }`. */
export type ListCall = { [N in CallName]: CallData<N> extends Page<unknown> ? N : never }[CallName];
export type ItemOf<N extends ListCall> = CallData<N> extends Page<infer I> ? I : never;
export type ListFilters<N extends ListCall> = Omit<CallInput<N>, 'page' | 'pageSize'>;

/** A read of the contract: failures show on the screen (with retry), never as a toast. */
export function read<N extends CallName>(call: N, body: CallInput<N>, signal: AbortSignal) {
  return request(call, body, { signal, toast: false });
}

/** One contract call read through the data layer, keyed by the call and its body. */
export function useCall<N extends CallName>(call: N, body: CallInput<N>, options?: QueryOptions) {
  return useQuery<CallData<N>>([call, body], (signal) => read(call, body, signal), options);
}

/** A list call read page by page through the data layer, keyed by the call, its filters and page size. */
export function usePagedCall<N extends ListCall>(call: N, filters: ListFilters<N>, pageSize = DEFAULT_PAGE_SIZE) {
  return usePagedQuery<ItemOf<N>>([call, filters, pageSize], async (page, signal) => {
    const result = await read(call, { ...filters, page, pageSize } as CallInput<N>, signal);
    return result.ok ? { ok: true, data: result.data as unknown as Page<ItemOf<N>> } : result;
  });
}
