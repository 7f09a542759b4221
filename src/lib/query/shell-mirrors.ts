import type { CallData } from '../../../contract/calls';
import { currentLanguage } from '../i18n/i18n';
import { configAtom, userInfoAtom } from '../state/app.atoms';
import { showBalance } from '../state/balance';
import { appStore } from '../store';
import type { DataPlugin } from './data-client';

/**
 * The reads the shell keeps a copy of: the gates and the first paint read the atoms (the profile and the config
 * are persisted for the offline repeat visit). They are read like every other call, through the data layer
 * (shared, retried, never toasted, and an answer asked before a change never lands after it); each answer the
 * cache takes for the signed-in member in the app's language is kept in its atom at once, whether or not a screen
 * renders it: kept from a screen's effect instead, an answer that landed while a transition held the screen back
 * left home's carousel waiting for the config with the config in the cache (the content-ready bench, 2026-11-27).
 */
export type ShellCall = 'balance' | 'userInfo' | 'configs';
const keep: { [N in ShellCall]: (data: CallData<N>, askedAt: number) => void } = {
  balance: (data, askedAt) => showBalance(data, askedAt),
  userInfo: (data) => appStore.set(userInfoAtom, data),
  configs: (data) => appStore.set(configAtom, data),
};
const isShellCall = (call: string): call is ShellCall => Object.hasOwn(keep, call);

/** The member client's plug-in that keeps the shell's reads in their atoms. */
export const mirrorShellReads: DataPlugin = ({ cache }) => {
  /**
   * The answer last kept of each key: an update that carries the same answer (its read starting again, failing)
   * keeps nothing, or it would put older figures back over a balance event's (lib/live/apply-event).
   */
  const keptAnswers = new Map<string, unknown>();
  return cache.watchUpdates((key, { data, askedAt, updatedAt }) => {
    if (data === undefined || keptAnswers.get(key) === data) return;
    const [call, , language, member] = JSON.parse(key) as [string, unknown, string, number | null];
    if (!isShellCall(call) || language !== currentLanguage()) return;
    if (member !== (appStore.get(userInfoAtom)?.id ?? null)) return;
    keptAnswers.set(key, data);
    keep[call](data as never, askedAt ?? updatedAt ?? 0);
  });
};
