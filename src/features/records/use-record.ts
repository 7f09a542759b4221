import type { CallInput } from '../../../contract/calls';
import { useCall, type ItemOf, type ListCall } from '../../lib/query/use-call';

/** One record, read with its list call's `id` filter (the detail pages' source); `item` null: no such record. */
export function useRecord<N extends ListCall>(call: N, id: number | null) {
  const query = useCall(call, { id: id ?? 0, page: 1, pageSize: 1 } as unknown as CallInput<N>, {
    enabled: id !== null,
  });
  const page = query.data as { data: ItemOf<N>[] } | undefined;
  const missing = id === null || (page !== undefined && page.data.length === 0);
  return { ...query, item: page?.data[0], missing };
}

/** The `id` query value of a detail page, or null when it is not a record id. */
export function idFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('id') ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
