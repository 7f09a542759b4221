import { useCallback, useEffect, useState } from 'react';
import type { CallInput } from '../../../contract/calls';
import type { Page } from '../../../contract/envelope';
import type { ItemOf, ListCall } from '../../components/paged-list';
import { request } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n/i18n';

type State<T> =
  { status: 'loading' } | { status: 'error'; message?: string } | { status: 'missing' } | { status: 'ready'; item: T };

/** One record, fetched with its list call's `id` filter (the detail pages' source). */
export function useRecord<N extends ListCall>(call: N, id: number | null) {
  const [state, setState] = useState<State<ItemOf<N>>>({ status: 'loading' });
  const language = useLanguage();
  const load = useCallback(async () => {
    if (id === null) return setState({ status: 'missing' });
    setState({ status: 'loading' });
    const result = await request(call, { id, page: 1, pageSize: 1 } as unknown as CallInput<N>, { toast: false });
    if (!result.ok) return setState({ status: 'error', message: result.msg });
    const item = (result.data as unknown as Page<ItemOf<N>>).data[0];
    setState(item ? { status: 'ready', item } : { status: 'missing' });
  }, [call, id]);
  useEffect(() => {
    void load();
    // the record's server texts come in the language asked for: a switch loads it again
  }, [load, language]);
  return { state, reload: load };
}

/** The `id` query value of a detail page, or null when it is not a record id. */
export function idFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('id') ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}
