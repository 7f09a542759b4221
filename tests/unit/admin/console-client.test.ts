import { consoleCall } from '../../../src/admin/api/client';
import { operatorSession, signedIn } from '../../../src/admin/api/session';
import { ClientCode } from '../../../src/lib/client-code';

const answer = (body: unknown, status = 200) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the console’s calls', () => {
  it('send the operator’s token as a Bearer, the language, and JSON to /admin/api/<name>', async () => {
    signedIn({ token: 'tok', account: 'amy', role: 'reviewer', passkeyNeeded: false });
    const fetch = answer({ code: 200, msg: 'ok', data: { recharges: [] } });
    const result = await consoleCall('queue', { a: 1 });
    expect(result).toEqual({ ok: true, data: { recharges: [] } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/admin/api/queue');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok', 'accept-language': 'zh-Hant' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('end the console session on 8888, and carry a 400’s field errors', async () => {
    signedIn({ token: 'old', account: 'amy', role: 'reviewer', passkeyNeeded: false });
    answer({ code: 8888, msg: '控制台登入已失效', data: null });
    expect(await consoleCall('queue')).toMatchObject({ ok: false, code: 8888 });
    expect(operatorSession()).toBeNull();
    answer({ code: 400, msg: '駁回時請填寫原因', data: { fields: { reason: '駁回時請填寫原因' } } });
    expect(await consoleCall('review', {})).toEqual({
      ok: false,
      code: 400,
      msg: '駁回時請填寫原因',
      fields: { reason: '駁回時請填寫原因' },
    });
  });

  it('tell a lost answer from a refusal: no connection, or a page that is not the envelope', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await consoleCall('queue')).toMatchObject({ ok: false, code: ClientCode.network });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 502 }));
    expect(await consoleCall('queue')).toMatchObject({ ok: false, code: 502 });
  });
});
