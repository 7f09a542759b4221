import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import type { ApiResult } from '../../../../src/lib/api-client';
import { i18next } from '../../../../src/lib/i18n/i18n';
import { useQuery, type Query } from '../../../../src/lib/query/use-query';

function Probe({ load, id = 1 }: { load: (signal: AbortSignal) => Promise<ApiResult<number>>; id?: number }) {
  const query = useQuery(['probe', id], load, { intervalMs: 3000 });
  return (
    <p>
      {String(query.data)}|{query.status}|{query.updatedAt ?? '-'}
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

describe('useQuery', () => {
  let n = 0;
  const load = vi.fn(async (): Promise<ApiResult<number>> => ({ ok: true, data: ++n }));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    n = 0;
    load.mockClear();
    setHidden(false);
    setOnline(true);
  });
  afterEach(() => vi.useRealTimers());

  it('polls while visible, pauses while hidden and reads again at once when shown', async () => {
    await act(async () => void render(<Probe load={load} />));
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
    await act(async () => void render(<Probe load={load} />));
    expect(screen.getByText('1|ready|1000000')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('2|ready|1003000')).toBeTruthy();

    act(() => setOnline(false));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('2|ready|1003000')).toBeTruthy();
  });

  it('keeps what it has when a poll is refused', async () => {
    load
      .mockImplementationOnce(async () => ({ ok: true, data: 5 }))
      .mockImplementationOnce(async () => ({ ok: false, code: 404, msg: 'gone' }));
    await act(async () => void render(<Probe load={load} />));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('5|ready|1000000')).toBeTruthy();
  });

  it('shows a new key’s answer, never the late one of the key it replaced', async () => {
    let answerFirst: (value: ApiResult<number>) => void = () => {};
    const slow = vi.fn(() => new Promise<ApiResult<number>>((resolve) => (answerFirst = resolve)));
    let rerender!: ReturnType<typeof render>['rerender'];
    await act(async () => void ({ rerender } = render(<Probe load={slow} id={1} />)));
    rerender(<Probe load={async () => ({ ok: true, data: 2 })} id={2} />);
    await act(async () => {});
    expect(screen.getByText('2|ready|1000000')).toBeTruthy();
    await act(async () => answerFirst({ ok: true, data: 1 }));
    expect(screen.getByText('2|ready|1000000')).toBeTruthy();
  });

  it('hands out the same result while its answer is unchanged, so another read’s answer re-renders only its part', async () => {
    const renders = { a: 0, b: 0 };
    const Part = memo(function Part({ name, query }: { name: 'a' | 'b'; query: Query<number> }) {
      renders[name] += 1;
      return <p>{`${name}:${String(query.data)}`}</p>;
    });
    let answerB: (value: ApiResult<number>) => void = () => {};
    function Screen() {
      const a = useQuery(['part', 'a'], async () => ({ ok: true, data: 1 }));
      const b = useQuery(['part', 'b'], () => new Promise<ApiResult<number>>((resolve) => (answerB = resolve)));
      return (
        <>
          <Part name="a" query={a} />
          <Part name="b" query={b} />
        </>
      );
    }
    await act(async () => void render(<Screen />));
    expect(screen.getByText('a:1')).toBeTruthy();
    const before = { ...renders };
    await act(async () => answerB({ ok: true, data: 2 }));
    expect(screen.getByText('b:2')).toBeTruthy();
    expect(renders.a).toBe(before.a);
    expect(renders.b).toBeGreaterThan(before.b);
  });

  it('reads again in the new language when the member switches', async () => {
    await act(async () => void render(<Probe load={load} />));
    expect(load).toHaveBeenCalledTimes(1);
    try {
      await act(async () => void (await i18next.changeLanguage('en')));
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByText('2|ready|1000000')).toBeTruthy();
    } finally {
      await act(async () => void (await i18next.changeLanguage('zh-Hant')));
    }
  });
});
