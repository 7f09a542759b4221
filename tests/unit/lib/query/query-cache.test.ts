import type { ApiResult } from '../../../../src/lib/api-client';
import { ClientCode } from '../../../../src/lib/client-code';
import { createQueryCache, RETRY_DELAYS_MS, type QueryCache } from '../../../../src/lib/query/query-cache';

const failure = (code: number) => ({ ok: false as const, code, msg: `failed ${code}` });
const ok = <T>(data: T) => ({ ok: true as const, data });

/** A fetcher whose answers the test gives one by one. */
function scripted<T>(...answers: ApiResult<T>[]) {
  const signals: AbortSignal[] = [];
  const fetcher = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return Promise.resolve(answers.shift() ?? failure(500));
  });
  return { fetcher, signals };
}

/** A fetcher that answers when the test says so. */
function deferred<T>() {
  const pending: ((answer: ApiResult<T>) => void)[] = [];
  const signals: AbortSignal[] = [];
  const fetcher = vi.fn(
    (signal: AbortSignal) =>
      new Promise<ApiResult<T>>((resolve) => {
        signals.push(signal);
        pending.push(resolve);
      }),
  );
  return { fetcher, signals, answer: (index: number, value: ApiResult<T>) => pending[index]!(value) };
}

let cache: QueryCache;
beforeEach(() => {
  vi.useFakeTimers();
  cache = createQueryCache();
});
afterEach(() => {
  cache.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the query cache', () => {
  it('asks once for identical reads in flight and tells every screen', async () => {
    const { fetcher, answer } = deferred<string>();
    const [one, other] = [vi.fn(), vi.fn()];
    cache.subscribe('k', fetcher, one);
    cache.subscribe('k', fetcher, other);
    const first = cache.fetch('k');
    const second = cache.fetch('k');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read('k')).toMatchObject({ status: 'loading', fetching: true });
    answer(0, ok('rooms'));
    await Promise.all([first, second]);
    expect(cache.read('k')).toMatchObject({ status: 'ready', data: 'rooms', fetching: false });
    expect(one).toHaveBeenCalled();
    expect(other).toHaveBeenCalled();
  });

  it.each([
    ['a network error', ClientCode.network],
    ['a time-out', ClientCode.timeout],
    ['a 503', 503],
  ])('retries %s after 1 s, then 2 s, and shows the answer without an error', async (_, code) => {
    const { fetcher } = scripted(failure(code), failure(code), ok('rooms'));
    cache.subscribe('k', fetcher, () => {});
    const done = cache.fetch('k');
    await vi.advanceTimersByTimeAsync(1000 - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(cache.read('k')).toMatchObject({ status: 'loading', error: undefined });
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(cache.read('k')).toMatchObject({ status: 'ready', data: 'rooms', error: undefined });
  });

  it('gives up after three retries and shows the error', async () => {
    const { fetcher } = scripted<string>();
    cache.subscribe('k', fetcher, () => {});
    const done = cache.fetch('k');
    await vi.runAllTimersAsync();
    await done;
    expect(fetcher).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    expect(cache.read('k')).toMatchObject({ status: 'error', error: { code: 500 } });
  });

  it.each([
    ['a refusal (404)', 404],
    ['a rate limit (429)', 429],
    ['a bad answer', ClientCode.badResponse],
  ])('does not retry %s', async (_, code) => {
    const { fetcher } = scripted<string>(failure(code));
    cache.subscribe('k', fetcher, () => {});
    await cache.fetch('k');
    await vi.runAllTimersAsync();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.read('k')).toMatchObject({ status: 'error', error: { code } });
  });

  it('keeps the last data and its time when a refresh fails', async () => {
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const { fetcher } = scripted(ok('rooms'), failure(404));
    cache.subscribe('k', fetcher, () => {});
    await cache.fetch('k');
    vi.setSystemTime(new Date('2026-11-25T12:05:00Z'));
    await cache.fetch('k');
    expect(cache.read('k')).toMatchObject({
      status: 'ready',
      data: 'rooms',
      updatedAt: Date.parse('2026-11-25T12:00:00Z'),
      error: { code: 404 },
    });
  });

  it('aborts the read when its last screen leaves, and a late reply changes nothing', async () => {
    const { fetcher, signals, answer } = deferred<string>();
    const stop = cache.subscribe('k', fetcher, () => {});
    const done = cache.fetch('k');
    stop();
    expect(signals[0]?.aborted).toBe(true);
    answer(0, ok('late'));
    await done;
    expect(cache.read('k')).toMatchObject({ status: 'loading', data: undefined, fetching: false });
  });

  it('keeps a left screen’s data for a while, then forgets it', async () => {
    const { fetcher } = scripted(ok('rooms'));
    const stop = cache.subscribe('k', fetcher, () => {});
    await cache.fetch('k');
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cache.read('k').data).toBe('rooms');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(cache.read('k').data).toBeUndefined();
  });

  it('a screen that leaves after a clear never evicts the key’s new entry', async () => {
    const stopOld = cache.subscribe('k', scripted(ok('alice')).fetcher, () => {});
    await cache.fetch('k');
    cache.clear(); // the session ended while the screen still showed
    cache.subscribe('k', scripted(ok('bob')).fetcher, () => {});
    await cache.fetch('k');
    stopOld(); // the old screen leaves only now
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    expect(cache.read('k').data).toBe('bob');
  });

  it('asks nothing while offline and reads on reconnect', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetcher } = scripted(ok('rooms'));
    cache.subscribe('k', fetcher, () => {});
    await cache.fetch('k');
    expect(fetcher).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(cache.read('k').data).toBe('rooms'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('holds a retry while the page is hidden and makes it when the page shows again', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const { fetcher } = scripted(failure(ClientCode.network), ok('rooms'));
    cache.subscribe('k', fetcher, () => {});
    const done = cache.fetch('k');
    visibility.mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await done;
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(cache.read('k')).toMatchObject({ status: 'ready', data: 'rooms' });
  });

  it('refreshes what is on screen on focus', async () => {
    const { fetcher } = scripted(ok('old'), ok('new'));
    cache.subscribe('k', fetcher, () => {});
    await cache.fetch('k');
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(cache.read('k').data).toBe('new'));
  });

  it('keeps keys apart: a late answer for one key never shows under another', async () => {
    const a = deferred<string>();
    const b = scripted(ok('filter B'));
    cache.subscribe('A', a.fetcher, () => {});
    const lateA = cache.fetch('A');
    cache.subscribe('B', b.fetcher, () => {});
    await cache.fetch('B');
    a.answer(0, ok('filter A'));
    await lateA;
    expect(cache.read('B').data).toBe('filter B');
  });

  it('extends the data with the next page, and drops a page that a refresh overtook', async () => {
    const { fetcher } = scripted(ok([1]), ok([1]));
    cache.subscribe('list', fetcher, () => {});
    await cache.fetch('list');
    expect(await cache.extend<number[]>('list', async (shown) => ok([...shown, 2]))).toBe(true);
    expect(cache.read('list').data).toEqual([1, 2]);

    const more = deferred<number[]>();
    const extending = cache.extend<number[]>('list', (_, signal) => more.fetcher(signal));
    await vi.waitFor(() => expect(more.fetcher).toHaveBeenCalled());
    await cache.fetch('list');
    expect(more.signals[0]?.aborted).toBe(true);
    more.answer(0, ok([1, 2, 3]));
    await extending;
    expect(cache.read('list').data).toEqual([1]);
  });

  it('reports a next page that failed after its retries', async () => {
    const { fetcher } = scripted(ok([1]));
    cache.subscribe('list', fetcher, () => {});
    await cache.fetch('list');
    const extending = cache.extend<number[]>('list', async () => failure(404));
    expect(await extending).toBe(false);
    expect(cache.read('list').data).toEqual([1]);
  });
});

describe('a read whose screen left while it waited to retry', () => {
  it('is not asked again', async () => {
    vi.useFakeTimers();
    const cache = createQueryCache();
    const { fetcher } = scripted<string>(failure(ClientCode.network));
    const stop = cache.subscribe('k', fetcher, () => {});
    const done = cache.fetch('k');
    await vi.advanceTimersByTimeAsync(10);
    stop();
    await vi.runAllTimersAsync();
    await done;
    expect(fetcher).toHaveBeenCalledTimes(1);
    cache.clear();
    vi.useRealTimers();
  });
});
