import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** sessionStorage, or (where the browser refuses it) an empty one that keeps nothing: the default holds */
const tabSession = createJSONStorage<boolean>(() => {
  try {
    return sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
});

/**
 * the home announcement is still due: false once closed, for the rest of this tab's session (a reload
 * keeps it; a new tab or browser session shows it again). One of the spec's app atoms (app.atoms.ts holds
 * the rest), kept apart so that jotai/utils, which only it needs, loads with home and not on every screen.
 */
export const showAnnounceDialogAtom = atomWithStorage('showAnnounceDialog', true, tabSession, { getOnInit: true });
