import { atom, useAtomValue } from 'jotai';
import { useLanguage } from '../i18n/i18n';
import { userInfoAtom } from '../state/app.atoms';
import { appStore } from '../store';
import { memberClient } from './member-client';
import type { Fetcher } from './query-cache';
import { cacheKey } from './query-key';
import { useClientQuery, type Query, type QueryOptions } from './use-client-query';

/** The signed-in member's id: every cached read is bound to it (a screen re-renders only when it changes). */
const memberIdAtom = atom((get) => get(userInfoAtom)?.id ?? null);

export type { Query, QueryOptions };

/** The cache's key of a read (query-key). */
export function useCacheKey(key: readonly unknown[]): string {
  const language = useLanguage();
  const member = useAtomValue(memberIdAtom, { store: appStore });
  return cacheKey(key, language, member);
}

/**
 * One server read of the member app as screen state, through its data client (member-client.ts): see
 * useClientQuery. `key` names everything the answer depends on; the language and the member are added to it.
 */
export function useQuery<T>(key: readonly unknown[], fetcher: Fetcher<T>, options?: QueryOptions): Query<T> {
  return useClientQuery(memberClient, useCacheKey(key), fetcher, options);
}
