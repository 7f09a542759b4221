import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { useConfig } from '../../../../src/lib/hooks/use-config';
import { loadConfig } from '../../../../src/lib/config';
import { appStore } from '../../../../src/lib/store';
import { configAtom } from '../../../../src/lib/state/app.atoms';
import { ok, resetStore, siteConfig, fakeApi } from '../../support/fake-api';

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={appStore}>{children}</Provider>;

beforeEach(resetStore);
afterEach(() => vi.unstubAllGlobals());

describe('useConfig', () => {
  it('shows the cached config at once and replaces it with the server’s on entry', async () => {
    appStore.set(configAtom, { ...siteConfig, withdraw_fee_rate: '0.010' });
    const sent = fakeApi({ configs: () => ok(siteConfig) });
    const { result } = renderHook(() => useConfig(), { wrapper });
    expect(result.current?.withdraw_fee_rate).toBe('0.010');
    await waitFor(() => expect(result.current?.withdraw_fee_rate).toBe('0.005'));
    expect(sent.map((s) => s.call)).toEqual(['configs']);
  });

  it('keeps the cached config when the server fails', async () => {
    appStore.set(configAtom, siteConfig);
    fakeApi({});
    await expect(loadConfig()).resolves.toEqual(siteConfig);
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
