import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

describe('register and login', () => {
  it('registers, logs in, and answers userInfo for the token', async () => {
    const reg = await h.call('register', { account: 'alice_1', password: 'secret123', confirmPassword: 'secret123' });
    expect(reg.code).toBe(200);
    expect(reg.data.userInfo).toMatchObject({ account: 'alice_1', balance: '0.00', hasTradePassword: false });
    const login = await h.call('login', { account: 'alice_1', password: 'secret123' });
    expect(login.code).toBe(200);
    expect(login.data.token).not.toBe(reg.data.token);
    const info = await h.call('userInfo', {}, { token: login.data.token });
    expect(info.data.account).toBe('alice_1');
  });

  it('refuses a taken account with 409', async () => {
    await h.member('bob_taken');
    const again = await h.call('register', {
      account: 'bob_taken',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(again.code).toBe(409);
  });

  it('answers 400 with field messages in the asked language', async () => {
    const bad = await h.raw('register', { account: 'x', password: 'short', confirmPassword: 'nope' }, { lang: 'en' });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('Account must be 4-20 letters, digits or underscores');
    expect(bad.data).toEqual({
      fields: {
        account: 'Account must be 4-20 letters, digits or underscores',
        password: 'Password must be 8-64 characters with at least one letter and one digit',
        confirmPassword: 'The passwords do not match',
      },
    });
    const hans = await h.raw('register', { account: 12 }, { lang: 'zh-CN,zh;q=0.9' });
    expect((hans.data as { fields: Record<string, string> }).fields.account).toBe(
      '账号需为 4 至 20 位英文字母、数字或下划线',
    );
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    await h.member('carol_pw', 'rightpass1');
    const unknown = await h.call('login', { account: 'nobody_here', password: 'whatever1' });
    const wrong = await h.call('login', { account: 'carol_pw', password: 'wrongpass1' });
    expect(unknown.code).toBe(403);
    expect(wrong.code).toBe(403);
    expect(unknown.msg).toBe(wrong.msg);
  });
});

describe('tokens', () => {
  it('answers 8888 without, with an unknown, and with a revoked token', async () => {
    expect((await h.call('balance', {})).code).toBe(8888);
    expect((await h.call('balance', {}, { token: 'not-a-token' })).code).toBe(8888);
    const { token } = await h.member();
    expect((await h.call('logout', {}, { token })).code).toBe(200);
    expect((await h.call('balance', {}, { token })).code).toBe(8888);
  });

  it('expires a token after TOKEN_TTL', async () => {
    const { token } = await h.member();
    h.clock.advance(h.app.settings.tokenTtlSeconds * 1000 + 1000);
    expect((await h.call('userInfo', {}, { token })).code).toBe(8888);
  });

  it('revokes the other tokens on a password change, keeps the current one', async () => {
    const m = await h.member('dave_pw', 'firstpass1');
    const other = await h.call('login', { account: 'dave_pw', password: 'firstpass1' });
    const wrong = await h.call(
      'updatePassword',
      { oldPassword: 'nopenope1', newPassword: 'secondpass2' },
      { token: m.token },
    );
    expect(wrong.code).toBe(403);
    const ok = await h.call(
      'updatePassword',
      { oldPassword: 'firstpass1', newPassword: 'secondpass2' },
      { token: m.token },
    );
    expect(ok.code).toBe(200);
    expect((await h.call('balance', {}, { token: m.token })).code).toBe(200);
    expect((await h.call('balance', {}, { token: other.data.token })).code).toBe(8888);
    expect((await h.call('login', { account: 'dave_pw', password: 'secondpass2' })).code).toBe(200);
  });
});

describe('rate limits', () => {
  it('locks an account after 5 failures with 429 and retryAfter, not another account', async () => {
    await h.member('erin_rl', 'rightpass1');
    await h.member('frank_rl', 'rightpass1');
    for (let i = 0; i < 5; i++)
      expect((await h.call('login', { account: 'erin_rl', password: 'badpass11' })).code).toBe(403);
    const locked = await h.raw('login', { account: 'erin_rl', password: 'rightpass1' });
    expect(locked.code).toBe(429);
    expect((locked.data as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    expect((await h.call('login', { account: 'frank_rl', password: 'rightpass1' })).code).toBe(200);
    h.clock.advance(15 * 60 * 1000 + 1000);
    expect((await h.call('login', { account: 'erin_rl', password: 'rightpass1' })).code).toBe(200);
  });
});

describe('profile and trade password', () => {
  it('updates the profile and validates it', async () => {
    const { token } = await h.member();
    const ok = await h.call('updateUserInfo', { nickname: '小明', email: 'a@b.co' }, { token });
    expect(ok.data).toMatchObject({ nickname: '小明', email: 'a@b.co' });
    expect((await h.call('updateUserInfo', { email: 'nope' }, { token })).code).toBe(400);
    expect((await h.call('updateUserInfo', {}, { token })).code).toBe(400);
  });

  it('sets a trade password once, checks the login password, and changes it with the old one', async () => {
    const m = await h.member();
    const add = async (password: string, tradePassword: string) =>
      (await h.call('addTradePassword', { password, tradePassword }, { token: m.token })).code;
    const change = async (oldTradePassword: string, newTradePassword: string) =>
      (await h.call('updateTradePassword', { oldTradePassword, newTradePassword }, { token: m.token })).code;
    expect(await add('wrongpass9', '482916')).toBe(403);
    expect(await change('482916', '603185')).toBe(422);
    expect(await add(m.password, '482916')).toBe(200);
    expect(await add(m.password, '482916')).toBe(409);
    expect(await add(m.password, '48291')).toBe(400);
    expect(await change('000000', '603185')).toBe(403);
    expect(await change('482916', '603185')).toBe(200);
    expect((await h.call('userInfo', {}, { token: m.token })).data.hasTradePassword).toBe(true);
  });

  it.each(['111111', '123456', '654321', '890123', '112233', '123123'])(
    'refuses the guessable trade password %s, when set and when changed, in every language',
    async (weak) => {
      const m = await h.member();
      const set = await h.call('addTradePassword', { password: m.password, tradePassword: weak }, { token: m.token });
      expect(set).toMatchObject({ code: 400, data: { fields: { tradePassword: expect.stringMatching(/123456/) } } });
      await h.call('addTradePassword', { password: m.password, tradePassword: '482916' }, { token: m.token });
      for (const [lang, text] of [
        ['en', /too easy to guess/],
        ['zh-CN', /太容易被猜到/],
        ['zh-TW', /太容易猜到/],
      ] as const) {
        const change = await h.call(
          'updateTradePassword',
          { oldTradePassword: '482916', newTradePassword: weak },
          { token: m.token, lang },
        );
        expect(change).toMatchObject({
          code: 400,
          data: { fields: { newTradePassword: expect.stringMatching(text) } },
        });
      }
    },
  );
});
