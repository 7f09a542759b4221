/**
 * Asks the browser to keep this site's storage (the session, the puzzle pass, the language) instead of evicting
 * it under storage pressure or, in Safari, after seven days without a visit. The browser may grant it quietly
 * (an installed app, a site used often) or refuse; either way nothing is shown and nothing waits on it.
 */
export function askToKeepStorage(): void {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return;
  void storage
    .persisted()
    .then((kept) => kept || storage.persist())
    .catch(() => undefined);
}
