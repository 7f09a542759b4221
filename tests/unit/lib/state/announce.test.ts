import { createStore } from 'jotai';

/** The atoms module as a page load sees it: evaluated afresh over what sessionStorage holds. */
async function reload() {
  vi.resetModules();
  const { showAnnounceDialogAtom } = await import('../../../../src/lib/state/announce.atoms');
  return { store: createStore(), showAnnounceDialogAtom };
}

beforeEach(() => sessionStorage.clear());

describe('showAnnounceDialogAtom', () => {
  it('is due on a tab’s first load', async () => {
    const { store, showAnnounceDialogAtom } = await reload();
    expect(store.get(showAnnounceDialogAtom)).toBe(true);
  });

  it('stays closed after a reload of the same tab session', async () => {
    const first = await reload();
    first.store.get(first.showAnnounceDialogAtom);
    first.store.set(first.showAnnounceDialogAtom, false);

    const second = await reload();
    expect(second.store.get(second.showAnnounceDialogAtom)).toBe(false);
  });

  it('is due again in a new tab session', async () => {
    const first = await reload();
    first.store.set(first.showAnnounceDialogAtom, false);
    sessionStorage.clear();

    const second = await reload();
    expect(second.store.get(second.showAnnounceDialogAtom)).toBe(true);
  });
});
