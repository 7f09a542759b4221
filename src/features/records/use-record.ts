import type { CallInput } from '../../../contract/calls';
import { RECORD_KEY } from '../../../contract/record-key';
import { useCall, type ItemOf, type ListCall } from '../../lib/query/use-call';

/** One record, read with its list call's `key` filter (the detail pages' source); `item` null: no such record. */
export function useRecord<N extends ListCall>(call: N, key: string | null) {
  const query = useCall(call, { key: key ?? '', page: 1, pageSize: 1 } as unknown as CallInput<N>, {
    enabled: key !== null,
  });
  const page = query.data as { data: ItemOf<N>[] } | undefined;
  const missing = key === null || (page !== undefined && page.data.length === 0);
  return { ...query, item: page?.data[0], missing };
}

/**
 * The `key` query value of a detail page (a record's key, which says nothing of its id), or null when it is not
 * one. An address from before keys (`?id=`) names no record.
 */
export function keyFromSearch(search: URLSearchParams): string | null {
  const raw = search.get('key') ?? '';
  return RECORD_KEY.test(raw) ? raw : null;
}
