import { useAtomValue } from 'jotai';
import { needsToken } from '../../../contract/call-index';
import type { CallData, CallInput, CallName } from '../../../contract/calls';
import type { Page } from '../../../contract/envelope';
import { currentLanguage } from '../i18n/i18n';
import { balanceAtom, configAtom, tokenAtom, userInfoAtom } from '../state/app.atoms';
import { appStore } from '../store';
import { memberClient } from './member-client';
import type { Fetcher } from './query-cache';
import { cacheKey } from './query-key';
import { read } from './read';
import type { ShellCall } from './shell-mirrors';
import { useQuery, type QueryOptions } from './use-query';

/** The calls that answer a page `{ data, total, page, pageSize }`. */
export type ListCall = { [N in CallName]: CallData<N> extends Page<unknown> ? N : never }[CallName];
export type ItemOf<N extends ListCall> = CallData<N> extends Page<infer I> ? I : never;
export type ListFilters<N extends ListCall> = Omit<CallInput<N>, 'page' | 'pageSize' | 'before'>;

export { read };

/**
 * The options with `enabled` off while a call that needs the token has none: a screen still shown after
 * the session ended (on its way to the login page) asks nothing the server would refuse.
 */
export function useSignedInOptions(call: CallName, options: QueryOptions = {}): QueryOptions {
  const token = useAtomValue(tokenAtom, { store: appStore });
  return { ...options, enabled: (options.enabled ?? true) && (!needsToken(call) || token !== null) };
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

/** A shell read on screen: fetched when it opens and whenever the data layer reads it again. */
export function useShellRead<N extends ShellCall>(call: N, options?: QueryOptions) {
  return useCall(call, {} as CallInput<N>, options);
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
  const { cache } = memberClient;
  // its answer reaches configAtom through the client's shell mirrors, started here where nothing started them yet
  memberClient.start();
  const asked = cacheKey(['configs', {}], currentLanguage(), appStore.get(userInfoAtom)?.id ?? null);
  const stop = cache.subscribe(
    asked,
    (signal) => read('configs', {}, signal),
    () => {},
  );
  await cache.fetch(asked);
  stop();
  // its answer is kept as it lands (shell-mirrors.ts), unless asked in a language or for a member the app has left meanwhile
  return appStore.get(configAtom);
}
