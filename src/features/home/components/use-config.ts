import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { loadConfig } from '../../../lib/config';
import { configAtom } from '../../../lib/state/app.atoms';

/** The site config (persisted); asked for when this visitor has none yet. */
export function useConfig() {
  const config = useAtomValue(configAtom);
  useEffect(() => {
    if (!config) void loadConfig();
  }, [config]);
  return config;
}
