import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { loadConfig } from '../config';
import { configAtom } from '../state/app.atoms';

/**
 * The site config, fetched afresh when the screen opens (deposit accounts, limits, fee rate and
 * notices are the operator's now); the persisted copy in configAtom shows meanwhile and on failure.
 */
export function useConfig() {
  useEffect(() => {
    void loadConfig();
  }, []);
  return useAtomValue(configAtom);
}
