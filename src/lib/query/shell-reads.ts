import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { CallData, CallInput } from '../../../contract/calls';
import { currentLanguage } from '../i18n/i18n';
import { balanceAtom, configAtom, userInfoAtom } from '../state/app.atoms';
import { appStore } from '../store';
import { queryCache } from './query-cache';
import { read, useCall } from './use-call';
import { cacheKeyOf, type QueryOptions } from './use-query';

/**
 * The reads the shell keeps a copy of: the gates and the first paint read the atoms (the profile and the config
 * are persisted for the offline repeat visit). They are read like every other call, through the data layer
 * (shared, retried, never toasted, and an answer asked before a change never lands after it); each answer the
 * cache takes is then kept in its atom.
 */
type ShellCall = 'balance' | 'userInfo' | 'configs';
const keep: { [N in ShellCall]: (data: CallData<N>) => void } = {
  balance: (data) => appStore.set(balanceAtom, data),
  userInfo: (data) => appStore.set(userInfoAtom, data),
  configs: (data) => appStore.set(configAtom, data),
};

/** A shell read on screen: fetched when it opens and whenever the data layer reads it again. */
export function useShellRead<N extends ShellCall>(call: N, options?: QueryOptions) {
  const query = useCall(call, {} as CallInput<N>, options);
  const data = query.data;
  useEffect(() => {
    if (data !== undefined) keep[call](data);
  }, [call, data]);
  return query;
}

/** The member's balances, read again when the screen opens. */
export function useBalance() {
  useShellRead('balance');
  return useAtomValue(balanceAtom, { store: appStore });
}

/** The member's profile, read again when the screen opens (the persisted one shows meanwhile). */
export function useProfile() {
  useShellRead('userInfo');
  return useAtomValue(userInfoAtom, { store: appStore });
}

/**
 * The site config, read again when the screen opens (deposit accounts, limits, fee rate and notices are the
 * operator's now); the persisted copy shows meanwhile and on failure.
 */
export function useConfig() {
  useShellRead('configs');
  return useAtomValue(configAtom, { store: appStore });
}

/** Reads the config now, outside a screen (a maintenance step, a link asked for); the kept one on failure. */
export async function readConfig() {
  const key = () => cacheKeyOf(['configs', {}], currentLanguage(), appStore.get(userInfoAtom)?.id ?? null);
  const asked = key();
  const stop = queryCache.subscribe(
    asked,
    (signal) => read('configs', {}, signal),
    () => {},
  );
  await queryCache.fetch(asked);
  const data = queryCache.read<CallData<'configs'>>(asked).data;
  stop();
  // asked in a language or for a member the app has left meanwhile: not the config to keep
  if (data !== undefined && asked === key()) keep.configs(data);
  return appStore.get(configAtom);
}
