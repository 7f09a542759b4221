import { useCallback, useEffect, useState } from 'react';
import { loadPayAccounts, type PayAccount, type PayKind } from './pay-accounts';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: PayAccount[] };

/** The saved accounts of one kind, loaded on mount; `reload` after adding one. */
export function usePayAccounts(kind: PayKind) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const reload = useCallback(async () => {
    const result = await loadPayAccounts(kind);
    setState(result.ok ? { status: 'ready', items: result.data } : { status: 'error', message: result.msg });
  }, [kind]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
