import { atom } from 'jotai';

/** Set when a new service worker waits: `apply` activates the new version and reloads. */
export const pendingUpdateAtom = atom<{ apply: () => void } | null>(null);
