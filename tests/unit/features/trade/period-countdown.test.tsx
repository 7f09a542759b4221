import { act, render, screen } from '@testing-library/react';
import { PeriodCard } from '../../../../src/features/trade/components/period-card';
import { useCountdown } from '../../../../src/features/trade/hooks/use-countdown';
import { clockOffsetMs } from '../../../../src/features/trade/lib/server-clock';

const LOCAL_NOW = Date.parse('2026-11-22T08:00:00.000Z');
// The device's clock is 90 s behind the server's.
const SERVER_NOW = LOCAL_NOW + 90_000;

function Harness({ closeAt, offsetMs }: { closeAt: string; offsetMs: number }) {
  const msLeft = useCountdown(closeAt, offsetMs);
  const period = { issueNo: '202611220800', openAt: closeAt, closeAt, openPrice: '77718.83', status: 'open' as const };
  return <PeriodCard period={period} lastPrice="77720.5" msLeft={msLeft} tradeCount={3} />;
}

describe('period countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(LOCAL_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('counts to the server close time, corrected for a skewed device clock', () => {
    // the room answer took 400 ms; the server stamped it at its own midpoint
    const offsetMs = clockOffsetMs(new Date(SERVER_NOW).toISOString(), LOCAL_NOW - 400, LOCAL_NOW);
    const closeAt = new Date(SERVER_NOW + 30_000).toISOString();
    render(<Harness closeAt={closeAt} offsetMs={offsetMs} />);
    // local-only arithmetic would say 02:00 (90 s skew + 30 s); the server's clock says 00:30
    expect(screen.getByRole('timer').textContent).toBe('00:30');

    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer').textContent).toBe('00:20');

    act(() => void vi.advanceTimersByTime(20_200));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(screen.getByText('結算中')).toBeTruthy();
    expect(screen.getByTestId('trade-count').textContent).toBe('3 筆');
  });

  it('marks the last seconds before the close', () => {
    const closeAt = new Date(LOCAL_NOW + 8_000).toISOString();
    render(<Harness closeAt={closeAt} offsetMs={0} />);
    expect(screen.getByRole('timer').className).not.toMatch(/closing/);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer').textContent).toBe('00:05');
    expect(screen.getByRole('timer').className).toMatch(/closing/);
  });

  it('shows the current price beside the open price, both grouped with their own decimals', () => {
    render(<Harness closeAt={new Date(LOCAL_NOW + 30_000).toISOString()} offsetMs={0} />);
    expect(screen.getByText('開盤價').nextElementSibling?.textContent).toBe('77,718.83');
    expect(screen.getByText('現價').nextElementSibling?.textContent).toBe('77,720.5');
  });
});
