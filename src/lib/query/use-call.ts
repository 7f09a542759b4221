import { useAtomValue } from 'jotai';
import { needsToken } from '../../../contract/call-index';
import type { CallData, CallInput, CallName } from '../../../contract/calls';
import type { Page } from '../../../contract/envelope';
import { currentLanguage } from '../i18n/i18n';
import { balanceAtom, configAtom, tokenAtom, userInfoAtom } from '../state/app.atoms';
import { showBalance } from '../state/balance';
import { appStore } from '../store';
import { queryCache, type Fetcher } from './query-cache';
import { cacheKey } from './query-key';
import { read } from './read';
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

/**
 * The reads the shell keeps a copy of: the gates and the first paint read the atoms (the profile and the config
 * are persisted for the offline repeat visit). They are read like every other call, through the data layer
 * (shared, retried, never toasted, and an answer asked before a change never lands after it); each answer the
 * cache takes for the signed-in member in the app's language is kept in its atom at once, whether or not a screen
 * renders it: kept from a screen's effect instead, an answer that landed while a transition held the screen back
 * left home's carousel waiting for the config with the config in the cache (the content-ready bench, 2026-11-27).
 */
type ShellCall = 'balance' | 'userInfo' | 'configs';
const keep: { [N in ShellCall]: (data: CallData<N>, askedAt: number) => void } = {
  balance: (data, askedAt) => showBalance(data, askedAt),
  userInfo: (data) => appStore.set(userInfoAtom, data),
  configs: (data) => appStore.set(configAtom, data),
};
const isShellCall = (call: string): call is ShellCall => Object.hasOwn(keep, call);
/**
 * The answer last kept of each key: an update that carries the same answer (its read starting again, failing) keeps
 * nothing, or it would put older figures back over a balance event's (lib/live/apply-event).
 */
const keptAnswers = new Map<string, unknown>();
queryCache.watchUpdates((key, { data, askedAt, updatedAt }) => {
  if (data === undefined || keptAnswers.get(key) === data) return;
  const [call, , language, member] = JSON.parse(key) as [string, unknown, string, number | null];
  if (!isShellCall(call) || language !== currentLanguage()) return;
  if (member !== (appStore.get(userInfoAtom)?.id ?? null)) return;
  keptAnswers.set(key, data);
  keep[call](data as never, askedAt ?? updatedAt ?? 0);
});

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
  const asked = cacheKey(['configs', {}], currentLanguage(), appStore.get(userInfoAtom)?.id ?? null);
  const stop = queryCache.subscribe(
    asked,
    (signal) => read('configs', {}, signal),
    () => {},
  );
  await queryCache.fetch(asked);
  stop();
  // its answer is kept as it lands (above), unless asked in a language or for a member the app has left meanwhile
  return appStore.get(configAtom);
}
