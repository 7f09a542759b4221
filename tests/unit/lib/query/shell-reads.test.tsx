import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { Balance } from '../../../../contract/member';
import { applyEvent } from '../../../../src/lib/live/apply-event';
import { useBalance, useConfig, useProfile } from '../../../../src/lib/query/use-call';
import { write } from '../../../../src/lib/query/writes';
import { memberClient } from '../../../../src/lib/query/member-client';
import { prefetchRoute } from '../../../../src/lib/query/prefetch';
import { cacheKey } from '../../../../src/lib/query/query-key';
import { loadConfig } from '../../../../src/lib/config';
import { signIn } from '../../../../src/lib/session';
import { appStore } from '../../../../src/lib/store';
import { balanceAtom, configAtom, userInfoAtom } from '../../../../src/lib/state/app.atoms';
import { toast } from '../../../../src/lib/toast';
import { fail, ok, recordKey, resetStore, siteConfig, fakeApi, type Envelope } from '../../support/fake-api';
import { userInfoFixture } from '../../support/user-info';

// antd-mobile's imperative toast loads on first use; here it is a spy
vi.mock('../../../../src/lib/toast', () => ({ toast: vi.fn() }));

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

beforeEach(resetStore);
afterEach(() => {
  resetStore();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const balance = (amount: string): Balance => ({ balance: amount, frozen: '0.00', termBalance: '0.00' });

/** The balance call answers only when the test says so, in any order. */
function heldBalances() {
  const held: ((envelope: Envelope) => void)[] = [];
  const sent = fakeApi({
    balance: () => new Promise<Envelope>((resolve) => held.push(resolve)),
    recharge: () => ok({ id: 1, key: recordKey(1), status: 'approved' }),
  });
  const answer = (i: number, amount: string) => act(async () => held[i]!(ok(balance(amount))));
  return { sent, answer };
}

describe('the balance and the profile through the data layer', () => {
  // signed in once the API double is in place (the event stream starts with the session)
  const signedIn = () => void signIn('tok', userInfoFixture({ balance: '100.00' }));

  it('never lets an answer asked before a write land after the write’s own', async () => {
    const { sent, answer } = heldBalances();
    signedIn();
    const { result } = renderHook(() => useBalance(), { wrapper });
    await waitFor(() => expect(sent.filter((s) => s.call === 'balance')).toHaveLength(1));
    // a recharge is approved while the first read is still out: the write reads the balance again
    let placed: Promise<unknown> = Promise.resolve();
    act(() => void (placed = write('recharge', { method: 'bankcard', amount: '10.00' }, { idempotencyKey: 'k1' })));
    await waitFor(() => expect(sent.filter((s) => s.call === 'balance')).toHaveLength(2));
    await answer(1, '110.00');
    await act(() => placed);
    expect(result.current?.balance).toBe('110.00');
    // the first answer (the balance before the order) comes last: it is not shown
    await answer(0, '100.00');
    expect(result.current?.balance).toBe('110.00');
    expect(appStore.get(balanceAtom)?.balance).toBe('110.00');
  });

  it('never lets a read asked before a balance event put older figures back', async () => {
    const { sent, answer } = heldBalances();
    signedIn();
    const { result } = renderHook(() => useBalance(), { wrapper });
    await waitFor(() => expect(sent.filter((s) => s.call === 'balance')).toHaveLength(1));
    act(() => applyEvent(memberClient, 'balance', { ...balance('75.00') }, 9_000_001));
    expect(result.current?.balance).toBe('75.00');
    await answer(0, '100.00');
    expect(result.current?.balance).toBe('75.00');
  });

  it('a failed read keeps what was there and never toasts', async () => {
    fakeApi({ balance: () => fail(500, '請求錯誤'), userInfo: () => fail(422, '請求錯誤') });
    signedIn();
    const { result } = renderHook(() => [useBalance(), useProfile()] as const, { wrapper });
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(result.current[0]?.balance).toBe('100.00');
    expect(result.current[1]?.account).toBe(userInfoFixture().account);
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps a balance event’s figures in the profile while the profile is read again and that read fails', async () => {
    let answered = 0;
    fakeApi({
      userInfo: () => (answered++ === 0 ? ok(userInfoFixture({ balance: '100.00' })) : fail(500, '請求錯誤')),
    });
    signedIn();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(answered).toBe(1));
    act(() => applyEvent(memberClient, 'balance', { ...balance('75.00') }, 9_000_002));
    expect(result.current?.balance).toBe('75.00');
    act(() => void memberClient.cache.invalidate('userInfo'));
    await waitFor(() => expect(answered).toBeGreaterThan(1));
    expect(result.current?.balance).toBe('75.00');
    expect(appStore.get(userInfoAtom)?.balance).toBe('75.00');
  });

  it('keeps the profile the server answers', async () => {
    fakeApi({ userInfo: () => ok({ ...userInfoFixture(), nickname: 'Al' }) });
    signedIn();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current?.nickname).toBe('Al'));
    expect(appStore.get(userInfoAtom)?.nickname).toBe('Al');
  });
});

describe('useConfig', () => {
  it('shows the cached config at once and replaces it with the server’s on entry', async () => {
    appStore.set(configAtom, { ...siteConfig, withdraw_fee_rate: '0.010' });
    const sent = fakeApi({ configs: () => ok(siteConfig) });
    const { result } = renderHook(() => useConfig(), { wrapper });
    expect(result.current?.withdraw_fee_rate).toBe('0.010');
    await waitFor(() => expect(result.current?.withdraw_fee_rate).toBe('0.005'));
    expect(sent.map((s) => s.call)).toEqual(['configs']);
  });

  it('keeps an answer in the atom as it lands, with no screen rendering it, and only for this member', async () => {
    await signIn('tok-7', userInfoFixture({ id: 7 }));
    fakeApi({ configs: () => ok({ ...siteConfig, withdraw_fee_rate: '0.020' }) });
    // the home screen's reads start with its navigation, before any of its components renders
    prefetchRoute(memberClient, '/');
    await waitFor(() => expect(appStore.get(configAtom)?.withdraw_fee_rate).toBe('0.020'));
    // an answer asked for another member (a late one, after a switch) is not this member's config
    memberClient.cache.seed(
      cacheKey(['configs', {}], 'zh-Hant', 8),
      async () => ({ ok: true as const, data: siteConfig }),
      siteConfig,
      Date.now(),
    );
    expect(appStore.get(configAtom)?.withdraw_fee_rate).toBe('0.020');
  });

  it('keeps the cached config when the server fails', async () => {
    appStore.set(configAtom, siteConfig);
    fakeApi({});
    await expect(loadConfig()).resolves.toEqual(siteConfig);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('loadConfig', () => {
  it('asks the server once for calls made while one is under way', async () => {
    const sent = fakeApi({ configs: () => ok(siteConfig) });
    await Promise.all([loadConfig(), loadConfig(), loadConfig()]);
    expect(sent).toHaveLength(1);
    await loadConfig();
    expect(sent).toHaveLength(2);
  });
});
