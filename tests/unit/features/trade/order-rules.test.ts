// @vitest-environment node
import { orderBlock, quickPicks } from '../../../../src/features/trade/lib/order-rules';
import { roomIdParam } from '../../../../src/features/trade/lib/room-param';

const ready = {
  online: true,
  sending: false,
  msLeft: 20_000,
  amountCents: 1000,
  minCents: 100,
  maxCents: 500_000,
  balanceCents: 10_000,
};

describe('order rules', () => {
  it('says what blocks an order, the most urgent first', () => {
    expect(orderBlock(ready)).toBeNull();
    expect(orderBlock({ ...ready, online: false, msLeft: 0, sending: true })).toBe('offline');
    expect(orderBlock({ ...ready, msLeft: 5000, sending: true })).toBe('closing');
    expect(orderBlock({ ...ready, msLeft: 5001, sending: true })).toBe('sending');
    expect(orderBlock({ ...ready, sideFull: true, sending: true })).toBe('sideFull');
    expect(orderBlock({ ...ready, msLeft: 5000, sideFull: true })).toBe('closing');
    expect(orderBlock({ ...ready, amountCents: undefined })).toBe('amount');
    expect(orderBlock({ ...ready, amountCents: 99 })).toBe('belowMin');
    expect(orderBlock({ ...ready, amountCents: 500_001, balanceCents: 1_000_000 })).toBe('aboveMax');
    expect(orderBlock({ ...ready, amountCents: 10_001 })).toBe('overBalance');
    expect(orderBlock({ ...ready, balanceCents: null })).toBe('overBalance');
  });

  it('offers the limits and round steps between them as quick picks', () => {
    expect(quickPicks(1000, 1_000_000)).toEqual([1000, 5000, 10_000, 1_000_000]);
    expect(quickPicks(100, 500_000)).toEqual([100, 500, 1000, 500_000]);
    expect(quickPicks(1000, 1000)).toEqual([1000]);
  });

  it('reads a room id only when it is a positive integer', () => {
    expect(roomIdParam(new URLSearchParams('id=4'))).toBe(4);
    for (const bad of ['', 'id=0', 'id=-1', 'id=1.5', 'id=abc', 'id=01'])
      expect(roomIdParam(new URLSearchParams(bad))).toBeUndefined();
  });
});
