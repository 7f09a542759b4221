import { screen } from '@testing-library/react';
import { RoomLinks } from '../../../../src/features/market/components/room-links';
import { tokenAtom } from '../../../../src/lib/state/app.atoms';
import { appStore } from '../../../../src/lib/store';
import { fakeApi, ok, renderRoutes, resetStore } from '../../support/fake-api';

const room = (id: number, symbol: string, name: string) => ({
  id,
  symbol,
  name,
  periodSeconds: 60,
  payoutRate: '0.85',
  minStake: '10.00',
  maxStake: '5000.00',
});

describe("a market's chart", () => {
  beforeEach(() => appStore.set(tokenAtom, 'tok'));
  afterEach(() => {
    resetStore();
    vi.unstubAllGlobals();
  });

  it('leads to every room that trades the market, and to no other', async () => {
    fakeApi({
      rooms: () =>
        ok([
          room(1, 'BTC/USDT', '比特幣 1 分鐘'),
          room(2, 'EUR/USD', '歐元 1 分鐘'),
          room(3, 'BTC/USDT', '比特幣 5 分鐘'),
        ]),
    });
    renderRoutes([{ path: '/market/linechart', element: <RoomLinks symbol="BTC/USDT" /> }], '/market/linechart');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['前往比特幣 1 分鐘交易', '/trade/roomdetail?id=1'],
      ['前往比特幣 5 分鐘交易', '/trade/roomdetail?id=3'],
    ]);
  });
});
