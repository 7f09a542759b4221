import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Gate } from '../../../src/app/gate';
import { signedOutAtom, tokenAtom, verifyAtom, verifyTimeAtom } from '../../../src/lib/state/app.atoms';
import { expireSession, signIn } from '../../../src/lib/session';
import { signOut } from '../../../src/lib/sign-out';
import { appStore } from '../../../src/lib/store';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string) {
  render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[path]}>
        <Gate>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </Gate>
      </MemoryRouter>
    </Provider>,
  );
  return () => screen.getByTestId('where').textContent;
}

describe('Gate', () => {
  beforeEach(() => {
    appStore.set(verifyAtom, false);
    appStore.set(verifyTimeAtom, null);
    appStore.set(tokenAtom, null);
    appStore.set(signedOutAtom, false);
  });

  it('sends an unverified visitor to /verify, keeping the wanted path', () => {
    expect(renderAt('/my/withdraw')()).toBe('/verify?redirect=%2Fmy%2Fwithdraw');
  });

  it('lets a verified member through, and reacts when the token goes', () => {
    appStore.set(verifyAtom, true);
    appStore.set(verifyTimeAtom, new Date().getHours());
    appStore.set(tokenAtom, 'tok');
    const where = renderAt('/my/withdraw');
    expect(where()).toBe('/my/withdraw');

    act(() => appStore.set(tokenAtom, null));
    expect(where()).toBe('/auth/login?redirect=%2Fmy%2Fwithdraw');
  });

  it('after an explicit logout sends to plain /auth/login, not back to the screen that was open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 200, msg: 'ok', data: {} })),
    );
    appStore.set(verifyAtom, true);
    appStore.set(verifyTimeAtom, new Date().getHours());
    appStore.set(tokenAtom, 'tok');
    const where = renderAt('/my/setting');

    await act(() => signOut());
    expect(where()).toBe('/auth/login');
    expect(appStore.get(signedOutAtom)).toBe(true);
    vi.unstubAllGlobals();
  });

  it('after an explicit logout, also when the event stream says the session ended before the logout answers', async () => {
    let answer = () => {};
    vi.stubGlobal(
      'fetch',
      // the logout's answer waits; anything else the screen asks is answered at once
      vi.fn((url: string) =>
        String(url).endsWith('/logout')
          ? new Promise<Response>(
              (resolve) => (answer = () => resolve(Response.json({ code: 200, msg: 'ok', data: {} }))),
            )
          : Promise.resolve(Response.json({ code: 200, msg: 'ok', data: {} })),
      ),
    );
    appStore.set(verifyAtom, true);
    appStore.set(verifyTimeAtom, new Date().getHours());
    appStore.set(tokenAtom, 'tok');
    const where = renderAt('/my/setting');

    const signingOut = signOut();
    // the server revoked the session: its stream's `signedOut` reaches this app before the logout's answer
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/logout$/), expect.anything()));
    act(() => expireSession());
    expect(where()).toBe('/auth/login');
    answer();
    await act(() => signingOut);
    expect(where()).toBe('/auth/login');
    vi.unstubAllGlobals();
  });

  it('forgets the logout on the next sign-in', () => {
    appStore.set(signedOutAtom, true);
    signIn('tok', { balance: '0.00', frozen: '0.00', termBalance: '0.00' } as Parameters<typeof signIn>[1]);
    expect(appStore.get(signedOutAtom)).toBe(false);
  });
});
