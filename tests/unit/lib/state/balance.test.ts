import { act } from '@testing-library/react';
import type { Balance } from '../../../../contract/member';
import { applyEvent } from '../../../../src/lib/live/apply-event';
import { createKeptReads } from '../../../../src/lib/query/kept-reads';
import { memberClient } from '../../../../src/lib/query/member-client';
import { prefetchRoute } from '../../../../src/lib/query/prefetch';
import { cacheKey } from '../../../../src/lib/query/query-key';
import '../../../../src/lib/query/use-call';
import { signIn } from '../../../../src/lib/session';
import { balanceAskedAtAtom, balanceAtom } from '../../../../src/lib/state/app.atoms';
import { showBalance } from '../../../../src/lib/state/balance';
import { persistState, restorePersistedState, writesSettled } from '../../../../src/lib/state/persist';
import { appStore } from '../../../../src/lib/store';
import { fakeApi, ok, resetStore, type Envelope } from '../../support/fake-api';
import { userInfoFixture } from '../../support/user-info';

const alice = userInfoFixture({ id: 7, account: 'alice', balance: '800.00', frozen: '200.00' });
const beforeCancel: Balance = { balance: '800.00', frozen: '200.00', termBalance: '0.00' };
const afterCancel: Balance = { balance: '1000.00', frozen: '0.00', termBalance: '0.00' };
const balanceKey = cacheKey(['balance', {}], 'zh-Hant', 7);
const navigateTo = (path: string) => prefetchRoute(memberClient, path);

/** The balance call answers only when the test says so. */
function balanceAnswersLater() {
  const waiting: ((envelope: Envelope) => void)[] = [];
  fakeApi({ balance: () => new Promise<Envelope>((resolve) => waiting.push(resolve)) });
  return { answer: (envelope: Envelope) => waiting.shift()!(envelope), asked: () => waiting.length };
}

let stopPersisting = () => {};
afterEach(() => {
  stopPersisting();
  memberClient.cache.clear();
  resetStore();
  vi.unstubAllGlobals();
});

describe('the balance shown', () => {
  it('never goes back to an answer asked before the one on screen', () => {
    expect(showBalance(beforeCancel, 1000)).toBe(true);
    expect(showBalance(afterCancel, 2000)).toBe(true);
    expect(showBalance(beforeCancel, 1500)).toBe(false);
    expect(appStore.get(balanceAtom)).toEqual(afterCancel);
    expect(showBalance(afterCancel, 2000)).toBe(true);
  });

  it('after a cancelled withdrawal and a reopened app, is the one after the cancel, not the last visit’s kept answer', async () => {
    stopPersisting = persistState();
    await signIn('tok-a', alice);
    // a screen showed the balance while the withdrawal held 200.00, and the visit kept that answer
    await createKeptReads().keep({ [balanceKey]: { data: beforeCancel, updatedAt: Date.now() - 60_000 } });
    // the withdrawal is cancelled on its record's screen, which shows no balance: the event brings the new one
    applyEvent(memberClient, 'balance', afterCancel as unknown as Record<string, unknown>, 1_000_001);
    expect(appStore.get(balanceAtom)).toEqual(afterCancel);
    await writesSettled();

    // the app is closed and opened again: an empty store, restored from storage
    stopPersisting();
    appStore.set(balanceAtom, null);
    appStore.set(balanceAskedAtAtom, 0);
    memberClient.cache.clear();
    await restorePersistedState();
    expect(appStore.get(balanceAtom)).toEqual(afterCancel);

    // /trade's reads start; the server's answer is on its way while the last visit's kept answer is shown
    const { answer, asked } = balanceAnswersLater();
    navigateTo('/trade');
    await vi.waitFor(() => expect(memberClient.cache.read(balanceKey).data).toEqual(beforeCancel));
    expect(appStore.get(balanceAtom)).toEqual(afterCancel);

    await vi.waitFor(() => expect(asked()).toBe(1));
    await act(async () => answer(ok(afterCancel)));
    await vi.waitFor(() => expect(memberClient.cache.read(balanceKey).data).toEqual(afterCancel));
    expect(appStore.get(balanceAtom)).toEqual(afterCancel);
  });
});
