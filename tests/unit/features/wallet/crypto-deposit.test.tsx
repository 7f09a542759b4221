import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import RechargeMethodPage from '../../../../src/features/wallet/pages/recharge-method-page';
import { fakeApi, ok, renderRoutes } from '../../support/fake-api';
import { config, signedIn } from './money-fixtures';

const qr = vi.hoisted(() => ({ generate: vi.fn(() => ({ toCanvas: vi.fn() })) }));
vi.mock('lean-qr/nano', () => qr);

const crypto = {
  ...config,
  crypto_deposit_address: 'TQ7demoAddressOfTheServer00001',
  crypto_deposit_network: 'TRON (TRC20) · USDT',
  deposit_channels: [
    { method: 'numbercard' as const, title: '數字貨幣入金', instructions: '轉帳後請填寫 TxID', account: '請聯絡客服' },
  ],
};
const routes = [
  {
    path: '/my/deposit/numbercard',
    Component: () => <RechargeMethodPage method="numbercard" titleKey="title.depositNumbercard" />,
  },
];

beforeEach(() => signedIn());
afterEach(() => vi.clearAllMocks());

describe('a digital-currency deposit', () => {
  it('shows the address, network and QR code the server configured, not the channel text', async () => {
    fakeApi({ configs: () => ok(crypto) });
    renderRoutes(routes, '/my/deposit/numbercard');
    expect((await screen.findByTestId('deposit-account')).textContent).toBe('TQ7demoAddressOfTheServer00001');
    expect(screen.getByTestId('deposit-network').textContent).toBe('TRON (TRC20) · USDT');
    expect(screen.getByRole('img', { name: '錢包地址的 QR 碼' })).toBeTruthy();
    await waitFor(() => expect(qr.generate).toHaveBeenCalledWith('TQ7demoAddressOfTheServer00001'));
    expect(screen.queryByText('請聯絡客服')).toBeNull();
  });

  it('falls back to the channel text while no address is configured, with no QR code', async () => {
    fakeApi({ configs: () => ok({ ...crypto, crypto_deposit_address: '' }) });
    renderRoutes(routes, '/my/deposit/numbercard');
    expect((await screen.findByTestId('deposit-account')).textContent).toBe('請聯絡客服');
    expect(screen.queryByTestId('deposit-qr')).toBeNull();
    expect(qr.generate).not.toHaveBeenCalled();
  });
});
