import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

async function memberWithCard() {
  const m = await h.withdrawer();
  await h.fund(m.id, 1000_00);
  const withdraw = (tradePassword: string, lang?: string) =>
    h.call('withdraw', { amount: '100', to: { type: 'card', id: m.cardId }, tradePassword }, { token: m.token, lang });
  return { ...m, withdraw };
}

describe('the trade password locks after five wrong tries', () => {
  it('says so with the time left, refuses even the right password, and opens again after the window', async () => {
    const m = await memberWithCard();
    for (let i = 0; i < 4; i++) expect((await m.withdraw('000000')).code).toBe(403);
    const fifth = await m.withdraw('000000');
    expect(fifth).toMatchObject({
      code: 429,
      msg: '交易密碼錯誤次數過多，請於 15 分鐘後再試',
      data: { retryAfter: 900 },
    });
    expect(await m.withdraw('135790', 'en')).toMatchObject({
      code: 429,
      msg: 'Too many wrong trade passwords: try again in 15 min',
    });
    const update = await h.call(
      'updateTradePassword',
      { oldTradePassword: '135790', newTradePassword: '246801' },
      { token: m.token, lang: 'zh-CN' },
    );
    expect(update).toMatchObject({ code: 429, msg: '交易密码错误次数过多，请于 15 分钟后再试' });
    h.clock.advance(15 * 60_000 + 1000);
    expect((await m.withdraw('135790')).code).toBe(200);
  });

  it('a right password clears the count', async () => {
    const m = await memberWithCard();
    for (let i = 0; i < 4; i++) expect((await m.withdraw('000000')).code).toBe(403);
    expect((await m.withdraw('135790')).code).toBe(200);
    for (let i = 0; i < 4; i++) expect((await m.withdraw('000000')).code).toBe(403);
  });

  it('parallel guesses cannot slip past the limit', async () => {
    const m = await memberWithCard();
    const answers = await Promise.all(Array.from({ length: 30 }, () => m.withdraw('000000')));
    expect(answers.filter((a) => a.code === 403).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code === 429).length).toBeGreaterThanOrEqual(25);
  });
});
