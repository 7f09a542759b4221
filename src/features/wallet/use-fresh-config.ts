import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { loadConfig } from '../../lib/config';
import { configAtom } from '../../lib/state/app.atoms';

/** The config, fetched afresh on entry: deposit accounts, limits and the fee rate are the operator's now. */
export function useFreshConfig() {
  useEffect(() => {
    void loadConfig();
  }, []);
  return useAtomValue(configAtom);
}
