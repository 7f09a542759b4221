/**
 * The cache's key of a read: what the answer depends on, the language it is asked in and the member it is asked
 * for, so that even an answer the clear missed (one arriving late) lands only on its member's screens. The one
 * way to write it: a screen's read (use-query) and a read started ahead of it (prefetch) meet under it.
 */
export function cacheKey(key: readonly unknown[], language: string, member: number | null): string {
  return JSON.stringify([...key, language, member]);
}
