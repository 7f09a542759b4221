import { useAtomValue } from 'jotai';
import { calls, type CallData, type CallInput, type CallName } from '../../../contract/calls';
import { DEFAULT_PAGE_SIZE, type Page } from '../../../contract/envelope';
import { tokenAtom } from '../state/app.atoms';
import { appStore } from '../store';
import type { Fetcher } from './query-cache';
import { read } from './read';
import { usePagedQuery, useQuery, type QueryOptions } from './use-query';

/** The calls that answer a page `{ data, total, page, pageSize }`. */
export type ListCall = { [N in CallName]: CallData<N> extends Page<unknown> ? N : never }[CallName];
export type ItemOf<N extends ListCall> = CallData<N> extends Page<infer I> ? I : never;
export type ListFilters<N extends ListCall> = Omit<CallInput<N>, 'page' | 'pageSize'>;

export { read };
/** Starts a screen's reads ahead of it (for the layouts, which load the data layer by this module). */
export { startRouteReads } from './prefetch';

/**
 * The options with `enabled` off while a call that needs the token has none: a screen still shown after
 * the session ended (on its way to the login page) asks nothing the server would refuse.
 */
function useSignedInOptions(call: CallName, options: QueryOptions = {}): QueryOptions {
  const token = useAtomValue(tokenAtom, { store: appStore });
  return { ...options, enabled: (options.enabled ?? true) && (!calls[call].auth || token !== null) };
}

/** A read that needs the token from outside `calls` (the passkey calls, which only their screens load). */
export function useSignedInRead<T>(key: readonly unknown[], fetcher: Fetcher<T>) {
  const token = useAtomValue(tokenAtom, { store: appStore });
  return useQuery<T>(key, fetcher, { enabled: token !== null });
}

/** One contract call read through the data layer, keyed by the call and its body. */
export function useCall<N extends CallName>(call: N, body: CallInput<N>, options?: QueryOptions) {
  const allowed = useSignedInOptions(call, options);
  return useQuery<CallData<N>>([call, body], (signal) => read(call, body, signal), allowed);
}

/** A list call read page by page through the data layer, keyed by the call, its filters and page size. */
export function usePagedCall<N extends ListCall>(call: N, filters: ListFilters<N>, pageSize = DEFAULT_PAGE_SIZE) {
  const allowed = useSignedInOptions(call);
  return usePagedQuery<ItemOf<N>>(
    [call, filters, pageSize],
    async (page, signal) => {
      const result = await read(call, { ...filters, page, pageSize } as CallInput<N>, signal);
      return result.ok ? { ok: true, data: result.data as unknown as Page<ItemOf<N>> } : result;
    },
    allowed,
  );
}
