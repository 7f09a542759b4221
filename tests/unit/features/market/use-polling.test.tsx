import { act, render, screen } from '@testing-library/react';
import { usePolling, type LoadResult } from '../../../../src/lib/hooks/use-polling';

function Probe({ load }: { load: (signal: AbortSignal) => Promise<LoadResult<number>> }) {
  const polled = usePolling(load, 3000);
  return (
    <p>
      {String(polled.data)}|{polled.online ? 'online' : 'offline'}|{polled.updatedAt ?? '-'}
    </p>
  );
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: hidden ? 'hidden' : 'visible' });
  document.dispatchEvent(new Event('visibilitychange'));
}
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('usePolling', () => {
  let n = 0;
  const load = vi.fn(async (): Promise<LoadResult<number>> => ({ ok: true, data: ++n }));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    n = 0;
    load.mockClear();
    setHidden(false);
    setOnline(true);
  });
  afterEach(() => vi.useRealTimers());

  it('polls while visible, pauses while hidden and resumes at once', async () => {
    render(<Probe load={load} />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(load).toHaveBeenCalledTimes(3);

    act(() => setHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(load).toHaveBeenCalledTimes(3);

    act(() => setHidden(false));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps the last data and its time while offline', async () => {
    render(<Probe load={load} />);
    await act(async () => {});
    expect(screen.getByText('1|online|1000000')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('2|online|1003000')).toBeTruthy();

    act(() => setOnline(false));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('2|offline|1003000')).toBeTruthy();
  });

  it('keeps what it has when a poll fails', async () => {
    load
      .mockImplementationOnce(async () => ({ ok: true, data: 5 }))
      .mockImplementationOnce(async () => ({ ok: false }));
    render(<Probe load={load} />);
    await act(async () => {});
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('5|online|1000000')).toBeTruthy();
  });
});
