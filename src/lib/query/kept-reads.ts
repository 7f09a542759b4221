import { appStorage, type Storage } from '../storage/storage';
import { KEPT_READS } from './forget-kept-reads';

/** A return visit shows answers up to a week old (marked as refreshing) rather than skeletons. */
export const KEPT_SECONDS = 7 * 86_400;
/** At most this many answers are kept (the first screens' reads, in each language): the oldest go first. */
export const MAX_KEPT = 24;
/** An answer longer than this (JSON characters) is not kept. */
export const MAX_KEPT_CHARS = 64_000;

export interface Kept {
  data: unknown;
  updatedAt: number;
}
/** Answers by their read's cache key (lib/query/query-key), which names the member. */
export type KeptAnswers = Record<string, Kept>;

/**
 * The last answers of a signed-in member's first-screen reads (prefetch.ts), for the next visit to show at once:
 * one entry of the app's encrypted storage (lib/storage), forgotten at every sign-in and sign-out (lib/session).
 * Nothing is held in memory, so nothing of a member outlives their session here.
 */
export function createKeptReads(storage: Storage = appStorage) {
  const all = () =>
    storage.get<KeptAnswers>(KEPT_READS).then(
      (found): KeptAnswers => found ?? {},
      (): KeptAnswers => ({}),
    );

  return {
    all,

    /** Keeps `answers` in place of the keys' earlier ones, within the bounds. */
    async keep(answers: KeptAnswers): Promise<void> {
      const byKey = await all();
      for (const [key, answer] of Object.entries(answers)) {
        delete byKey[key];
        if (JSON.stringify(answer.data).length <= MAX_KEPT_CHARS) byKey[key] = answer;
      }
      const keys = Object.keys(byKey);
      for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) delete byKey[old];
      await storage.set(KEPT_READS, byKey, KEPT_SECONDS);
    },
  };
}
