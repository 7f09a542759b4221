import { balanceAtom, slowRequestsAtom, tokenAtom, userInfoAtom } from '../../../src/lib/state/app.atoms';
import { REQUEST_TIMEOUT_MS, SLOW_REQUEST_MS, postTo, request } from '../../../src/lib/api-client';
import { specOf } from '../../../src/lib/api/call-specs';
import { ClientCode } from '../../../src/lib/client-code';
import { uploadAvatar } from '../../../contract/member';
import { setLanguage } from '../../../src/lib/i18n/i18n';
import { setNavigator } from '../../../src/lib/navigation';
import { appStore } from '../../../src/lib/store';
import { toast } from '../../../src/lib/toast';
import { userInfoFixture } from '../support/user-info';

vi.mock('../../../src/lib/toast', () => ({ toast: vi.fn(), TOAST_MS: 2000 }));
vi.mock('../../../src/lib/api/call-specs', async (load) => {
  const real = await load<typeof import('../../../src/lib/api/call-specs')>();
  return { specOf: vi.fn(real.specOf) };
});

const userInfo = userInfoFixture();

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

let sent: Sent[];
const navigate = vi.fn();

/** A fetch double: records the request and answers with a real Response. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: JSON.parse(String(init.body)),
      });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** A fetch double that never answers, only rejects as fetch does when its signal aborts. */
function hang() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          if (init.signal?.aborted) reject(new DOMException('The operation was aborted.', 'AbortError'));
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    ),
  );
}

const envelope = (code: number, msg: string, data: unknown) => ({ code, msg, data });

beforeEach(() => {
  sent = [];
  vi.mocked(toast).mockClear();
  navigate.mockClear();
  setNavigator(navigate);
  appStore.set(tokenAtom, 'tok-1');
  appStore.set(userInfoAtom, userInfo);
  appStore.set(balanceAtom, { balance: '100.00', frozen: '0.00', termBalance: '0.00' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  it('POSTs JSON to /api/<call> with token and Accept-Language and returns the checked data', async () => {
    answer(200, envelope(200, 'ok', { balance: '12.50', frozen: '0.00', termBalance: '3.00' }));

    const result = await request('balance', {});

    expect(result).toEqual({ ok: true, data: { balance: '12.50', frozen: '0.00', termBalance: '3.00' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/balance');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(sent[0]!.headers.get('token')).toBe('tok-1');
    expect(sent[0]!.headers.get('accept-language')).toBe('zh-Hant');
    expect(sent[0]!.headers.get('idempotency-key')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends no token on calls that do not need one', async () => {
    answer(200, envelope(200, 'ok', { token: 'new', userInfo }));
    await request('login', { account: 'alice', password: 'secret123' });
    expect(sent[0]!.headers.get('token')).toBeNull();
    expect(sent[0]!.body).toEqual({ account: 'alice', password: 'secret123' });
  });

  it('sends the Idempotency-Key of the submission on money calls, the same on a retry', async () => {
    answer(200, envelope(200, 'ok', { id: 1, status: 'pending' }));
    const key = '0b7f4a4e-8d0e-4c55-9a57-5f3b1b1e2c11';

    await request('recharge', { method: 'bankcard', amount: '10.00' }, { idempotencyKey: key });
    await request('recharge', { method: 'bankcard', amount: '10.00' }, { idempotencyKey: key });
    await request('recharge', { method: 'bankcard', amount: '10.00' });

    expect(sent.map((s) => s.headers.get('idempotency-key'))).toEqual([
      key,
      key,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(sent[2]!.headers.get('idempotency-key')).not.toBe(key);
  });

  it('a money call told "in progress" asks again with the same key until the first answer comes, quietly', async () => {
    vi.useFakeTimers();
    const answers = [
      envelope(409, '此請求正在處理中，請稍候', { inProgress: true, retryAfter: 1 }),
      envelope(409, '此請求正在處理中，請稍候', { inProgress: true, retryAfter: 1 }),
      envelope(200, 'ok', { id: 7, key: 'AAAAAAAAAAAAAAAAAAAAAA', status: 'pending' }),
    ];
    const keys: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('idempotency-key'));
        return new Response(JSON.stringify(answers.shift()), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const pending = request('recharge', { method: 'bankcard', amount: '10.00' });
    await vi.advanceTimersByTimeAsync(999);
    expect(keys).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await pending).toEqual({ ok: true, data: { id: 7, key: 'AAAAAAAAAAAAAAAAAAAAAA', status: 'pending' } });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a 409 that is not "in progress" (a key reused for another body) is a failure at once', async () => {
    answer(200, envelope(409, '此請求編號已用於不同的內容', null));
    const result = await request('recharge', { method: 'bankcard', amount: '10.00' }, { idempotencyKey: 'k' });
    expect(result).toEqual({ ok: false, code: 409, msg: '此請求編號已用於不同的內容' });
    expect(sent).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith('此請求編號已用於不同的內容');
  });

  it('envelope code 400: toasts the message and returns the field errors', async () => {
    answer(200, envelope(400, '輸入有誤', { fields: { amount: '金額必須大於 0' } }));

    const result = await request('recharge', { method: 'bankcard', amount: '0' }, { idempotencyKey: 'k' });

    expect(result).toEqual({ ok: false, code: 400, msg: '輸入有誤', fields: { amount: '金額必須大於 0' } });
    expect(toast).toHaveBeenCalledWith('輸入有誤');
    expect(appStore.get(tokenAtom)).toBe('tok-1');
  });

  it('envelope code 422 without fields: toasts the message, no fields', async () => {
    answer(200, envelope(422, '餘額不足', null));
    const result = await request('withdraw', { amount: '5', to: { type: 'card', id: 1 }, tradePassword: '123456' });
    expect(result).toEqual({ ok: false, code: 422, msg: '餘額不足' });
    expect(toast).toHaveBeenCalledWith('餘額不足');
  });

  it('envelope code 8888: clears the token and the member data, goes to /', async () => {
    answer(200, envelope(8888, '登入已失效', null));

    const result = await request('userInfo', {});

    expect(result).toMatchObject({ ok: false, code: 8888, msg: '登入已失效' });
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(appStore.get(userInfoAtom)).toBeNull();
    expect(appStore.get(balanceAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toast).toHaveBeenCalledWith('登入已失效');
  });

  it('HTTP 401: clears the token, goes to /, toasts 請求錯誤', async () => {
    answer(401, envelope(8888, 'unauthorized', null));

    const result = await request('userInfo', {});

    expect(result).toEqual({ ok: false, code: 401, msg: '請求錯誤' });
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(toast).toHaveBeenCalledWith('請求錯誤');
  });

  it.each([
    [200, envelope(8888, '登入已失效', null)],
    [401, envelope(8888, 'unauthorized', null)],
  ])('HTTP %i refusing a token the app forgot: the current session stays', async (status, body) => {
    answer(status, body);

    const result = await request('logout', {}, { token: 'forgotten', toast: false });

    expect(result.ok).toBe(false);
    expect(sent[0]!.headers.get('token')).toBe('forgotten');
    expect(appStore.get(tokenAtom)).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 405, 408, 413, 429, 500, 502, 503, 504])(
    'HTTP %i: 請求錯誤, the session stays',
    async (status) => {
      answer(status, envelope(status, 'server says', null));

      const result = await request('configs', {});

      expect(result).toEqual({ ok: false, code: status, msg: '請求錯誤' });
      expect(toast).toHaveBeenCalledWith('請求錯誤');
      expect(appStore.get(tokenAtom)).toBe('tok-1');
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('keeps the wait of a refused login (envelope 429) for the form', async () => {
    answer(200, envelope(429, '嘗試次數過多', { retryAfter: 90 }));
    const result = await request('login', { account: 'alice', password: 'secret123' }, { toast: false });
    expect(result).toEqual({ ok: false, code: 429, msg: '嘗試次數過多', retryAfter: 90 });
  });

  it('keeps the wait of the API-wide rate limit (HTTP 429)', async () => {
    answer(429, envelope(429, 'too many', { retryAfter: 42 }));
    const result = await request('configs', {});
    expect(result).toEqual({ ok: false, code: 429, msg: '請求錯誤', retryAfter: 42 });
  });

  it('times out after 16 s: aborts the fetch and toasts the time-out text', async () => {
    vi.useFakeTimers();
    hang();

    const pending = request('configs', {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(vi.mocked(fetch).mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toEqual({ ok: false, code: ClientCode.timeout, msg: '請求超時（16000 毫秒）' });
    expect(toast).toHaveBeenCalledWith('請求超時（16000 毫秒）');
  });

  it('counts a call unanswered after 2 s as slow until it ends, so the app can say the connection is slow', async () => {
    vi.useFakeTimers();
    hang();
    const pending = request('configs', {});
    await vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS - 1);
    expect(appStore.get(slowRequestsAtom)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(appStore.get(slowRequestsAtom)).toBe(1);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await pending;
    expect(appStore.get(slowRequestsAtom)).toBe(0);
  });

  it('an abort the caller asks for is returned, not toasted', async () => {
    hang();
    const controller = new AbortController();

    const pending = request('configs', {}, { signal: controller.signal });
    controller.abort();

    expect(await pending).toEqual({ ok: false, code: ClientCode.aborted, msg: '請求已取消' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('an already aborted signal never reaches the network', async () => {
    hang();
    const controller = new AbortController();
    controller.abort();
    expect(await request('configs', {}, { signal: controller.signal })).toMatchObject({ code: ClientCode.aborted });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('network error: toasts the network text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const result = await request('configs', {});

    expect(result).toEqual({ ok: false, code: ClientCode.network, msg: '網路錯誤，請檢查網路連線' });
    expect(toast).toHaveBeenCalledWith('網路錯誤，請檢查網路連線');
  });

  it("a call whose schemas cannot be loaded (the app's files out of reach) is a lost connection, not a crash", async () => {
    answer(200, envelope(200, 'ok', { list: [] }));
    vi.mocked(specOf).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));

    const result = await request('rooms', {});

    expect(result).toEqual({ ok: false, code: ClientCode.network, msg: '網路錯誤，請檢查網路連線' });
    expect(toast).toHaveBeenCalledWith('網路錯誤，請檢查網路連線');
  });

  it.each([
    ['its answer never came', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a proxy answered 502', async () => new Response('bad gateway', { status: 502 })],
  ])('a money call whose %s says the answer was lost and a retry is safe', async (_, fetcher) => {
    vi.stubGlobal('fetch', vi.fn(fetcher));
    const body = { amount: '10.00', channel: 1, reference: '' };

    const result = await request('recharge', body as never);

    const lost = '沒有收到伺服器的回覆，這筆操作可能已經完成。請再送出一次確認：同一筆只會處理一次，不會重複扣款。';
    expect(result).toMatchObject({ ok: false, msg: lost });
    expect(toast).toHaveBeenCalledWith(lost);
  });

  it('data that breaks the contract is an error, not a crash', async () => {
    answer(200, envelope(200, 'ok', { balance: 12.5, frozen: '0.00', termBalance: '0.00' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await request('balance', {});

    expect(result).toEqual({ ok: false, code: ClientCode.badResponse, msg: '伺服器回應異常，請稍後重試' });
    expect(toast).toHaveBeenCalledWith('伺服器回應異常，請稍後重試');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a body that is no envelope (an HTML error page) is an error, not a crash', async () => {
    answer(200, '<!doctype html><title>proxy</title>');
    expect(await request('configs', {})).toMatchObject({ ok: false, code: ClientCode.badResponse });
  });

  it('toast: false keeps quiet but still returns the failure', async () => {
    answer(500, envelope(500, 'boom', null));
    expect(await request('configs', {}, { toast: false })).toMatchObject({ ok: false, code: 500 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('Accept-Language and the client texts follow the chosen language', async () => {
    try {
      await setLanguage('en');
      answer(500, envelope(500, 'boom', null));
      expect(await request('configs', {})).toMatchObject({ msg: 'Request error' });
      expect(sent[0]!.headers.get('accept-language')).toBe('en');

      await setLanguage('zh-Hans');
      answer(500, envelope(500, 'boom', null));
      expect(await request('configs', {})).toMatchObject({ msg: '请求错误' });
      expect(sent[1]!.headers.get('accept-language')).toBe('zh-Hans');
    } finally {
      await setLanguage('zh-Hant');
    }
  });
});

describe('postTo', () => {
  function answerForm(status: number, body: unknown) {
    const seen: { url: string; headers: Headers; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, headers: new Headers(init.headers), body: init.body });
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
    return seen;
  }
  const form = () => {
    const data = new FormData();
    data.append('file', new File(['png'], 'me.png', { type: 'image/png' }));
    return data;
  };

  it('POSTs the form as is with token and Accept-Language and returns the checked data', async () => {
    const seen = answerForm(200, envelope(200, 'ok', { avatar: 'avatars/7.png' }));
    const body = form();
    const result = await postTo(uploadAvatar.path, body, uploadAvatar.data);
    expect(result).toEqual({ ok: true, data: { avatar: 'avatars/7.png' } });
    expect(seen[0]!.url).toBe('/api/uploadAvatar');
    expect(seen[0]!.body).toBe(body);
    expect(seen[0]!.headers.get('token')).toBe('tok-1');
    expect(seen[0]!.headers.get('accept-language')).toBe('zh-Hant');
    expect(seen[0]!.headers.get('content-type')).not.toBe('application/json');
  });

  it('fails like request: a refusal keeps its message, an answer outside the contract is a bad response', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerForm(200, envelope(413, '檔案過大', null));
    expect(await postTo(uploadAvatar.path, form(), uploadAvatar.data, { toast: false })).toEqual({
      ok: false,
      code: 413,
      msg: '檔案過大',
    });
    answerForm(200, envelope(200, 'ok', { avatar: 7 }));
    const result = await postTo(uploadAvatar.path, form(), uploadAvatar.data, { toast: false });
    expect(result).toMatchObject({ ok: false, code: ClientCode.badResponse });
    expect(toast).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('signs out on an expired token', async () => {
    answerForm(200, envelope(8888, '請重新登入', null));
    await postTo(uploadAvatar.path, form(), uploadAvatar.data);
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
