import type { CallInput } from '../../../contract/calls';
import { useCall, type ItemOf, type ListCall } from '../../lib/query/use-call';

/**
 * One record, read with its list call's `key` filter (the detail pages' source); `missing`: no such record. A key
 * the server refuses as malformed (a link cut short) names no record either: the shape of a key is the server's.
 */
export function useRecord<N extends ListCall>(call: N, key: string | null) {
  const query = useCall(call, { key: key ?? '', page: 1, pageSize: 1 } as unknown as CallInput<N>, {
    enabled: key !== null,
  });
  const page = query.data as { data: ItemOf<N>[] } | undefined;
  // 400 is Code.invalid (contract/envelope.ts), written out: importing it here lengthened every first load's
  // preload lists (bench: about 40 B brotli a screen)
  const refused = query.status === 'error' && query.error?.code === 400;
  const missing = key === null || refused || (page !== undefined && page.data.length === 0);
  return { ...query, item: page?.data[0], missing };
}

/** The `key` query value of a detail page (a record's key, which says nothing of its id); an old `?id=` is none. */
export const keyFromSearch = (search: URLSearchParams): string | null => search.get('key') || null;
