// Each test imports the module afresh, as a new page would run it; a page's listeners stay on the window, but
// one that has asked for a reload, or is being left, does nothing more.
async function freshPage() {
  vi.resetModules();
  const module = await import('../../../../src/lib/pwa/preload-error');
  module.reloadOnPreloadError();
  return module;
}

/** What Vite's loader dispatches when a chunk fails; true when it went on to throw (not cancelled). */
function chunkFails(): boolean {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return !event.defaultPrevented;
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  // Location's fields are getters, which a spread does not copy: the page's path is given, for the data client's
  // first-screen reads that may run during the test
  const { href, pathname, search, hash, origin } = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    href,
    pathname,
    search,
    hash,
    origin,
    reload,
  } as unknown as Location);
});
afterEach(() => vi.restoreAllMocks());

describe('reloading on a chunk that failed to load', () => {
  it('reloads once and lets the import fail, so its caller never gets undefined for a module', async () => {
    const page = await freshPage();
    expect(chunkFails()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(page.pageIsBeingReplaced()).toBe(true);
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within a minute of the last reload: the route shows its error', async () => {
    await freshPage();
    chunkFails();
    const reloaded = await freshPage();
    expect(chunkFails()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloaded.pageIsBeingReplaced()).toBe(false);
  });

  it.each(['beforeunload', 'pagehide'])(
    'does not reload a page being left (%s): its downloads were cut by the navigation',
    async (leaving) => {
      const page = await freshPage();
      window.dispatchEvent(new Event(leaving));
      expect(chunkFails()).toBe(true);
      expect(reload).not.toHaveBeenCalled();
      expect(page.pageIsBeingReplaced()).toBe(true);
    },
  );
});
