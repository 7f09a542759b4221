import { expireSession, signIn } from '../../../src/lib/session';
import { signOut } from '../../../src/lib/sign-out';
import { persistState } from '../../../src/lib/state/persist';
import { appStorage } from '../../../src/lib/storage/storage';
import { balanceAtom, tokenAtom, userInfoAtom } from '../../../src/lib/state/app.atoms';
import { appStore } from '../../../src/lib/store';
import { toast } from '../../../src/lib/toast';
import { fakeApi, ok } from '../support/fake-api';
import { userInfoFixture } from '../support/user-info';

// antd-mobile's imperative toast loads on first use; here it is a spy, so no test ends with its chunk still loading
vi.mock('../../../src/lib/toast', () => ({ toast: vi.fn() }));

const userInfo = userInfoFixture({ frozen: '5.00', termBalance: '20.00' });

describe('session', () => {
  beforeEach(() => signIn('tok', userInfo));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
  });

  it('signIn stores the token, the profile and its balances', () => {
    expect(appStore.get(tokenAtom)).toBe('tok');
    expect(appStore.get(userInfoAtom)).toEqual(userInfo);
    expect(appStore.get(balanceAtom)).toEqual({ balance: '100.00', frozen: '5.00', termBalance: '20.00' });
  });

  it('tells the server a member is signed in (a cookie the page preloads follow) until the session ends', () => {
    expect(document.cookie).toContain('signed_in=1');
    expireSession();
    expect(document.cookie).not.toContain('signed_in');
  });

  it('signIn asks the browser to keep the storage the session lives in, once', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    const persisted = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted } });
    signIn('tok', userInfo);
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    signIn('tok', userInfo);
    await vi.waitFor(() => expect(persisted).toHaveBeenCalledTimes(2));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('signIn returns only once the token and profile are in storage, so a reload right after keeps the member in', async () => {
    const stop = persistState();
    const writing: { name: string; finish: () => void }[] = [];
    const set = appStorage.set.bind(appStorage);
    vi.spyOn(appStorage, 'set').mockImplementation(
      (name, value) =>
        new Promise((resolve) => writing.push({ name, finish: () => void set(name, value).then(resolve) })),
    );
    try {
      let returned = false;
      const signingIn = signIn('tok-kept', { ...userInfo }).then(() => (returned = true));
      // the token, the profile and the balance (when it was asked for is written too, unless beforeEach's sign-in
      // asked in the same millisecond: an unchanged atom writes nothing)
      await vi.waitFor(() =>
        expect(writing.map((write) => write.name)).toEqual(expect.arrayContaining(['token', 'userInfo', 'balance'])),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(returned).toBe(false);
      writing.forEach((write) => write.finish());
      await signingIn;
    } finally {
      // even when an expectation failed: a write left pending would hold every later test's sign-in
      stop();
      vi.restoreAllMocks();
    }
    expect(await appStorage.get('token')).toBe('tok-kept');
    expect(await appStorage.get('userInfo')).toEqual(userInfo);
  });

  it('signOut revokes the token on the server and forgets the session even when that call fails', async () => {
    const sent = fakeApi({
      logout: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await signOut();
    expect(sent.map((request) => [request.call, request.headers.get('token')])).toEqual([['logout', 'tok']]);
    // signing out never bothers the member with the server's failure
    expect(toast).not.toHaveBeenCalled();
    expect([appStore.get(tokenAtom), appStore.get(userInfoAtom), appStore.get(balanceAtom)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('signOut returns only once the stored token, profile and kept answers are deleted', async () => {
    const stop = persistState();
    signIn('tok-stored', userInfo);
    await vi.waitFor(async () => expect(await appStorage.get('token')).toBe('tok-stored'));
    fakeApi({ logout: () => ok({}) });
    const deleting: (() => void)[] = [];
    const remove = appStorage.remove.bind(appStorage);
    vi.spyOn(appStorage, 'remove').mockImplementation(
      (name) => new Promise((resolve) => deleting.push(() => void remove(name).then(resolve))),
    );
    let returned = false;
    const signingOut = signOut().then(() => (returned = true));
    // the token, the profile, the balance and the kept answers
    await vi.waitFor(() => expect(deleting).toHaveLength(4));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(returned).toBe(false);
    deleting.forEach((finish) => finish());
    await signingOut;
    stop();
    vi.restoreAllMocks();
    expect(await appStorage.get('token')).toBeNull();
    expect(await appStorage.get('userInfo')).toBeNull();
  });

  it('expireSession forgets the token and the member data', () => {
    expireSession();
    expect([appStore.get(tokenAtom), appStore.get(userInfoAtom), appStore.get(balanceAtom)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
