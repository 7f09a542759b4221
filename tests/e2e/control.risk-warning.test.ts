import type { Language } from '../../contract/messages';
import type { RiskWarning } from '../../contract/risk-warning';
import { trader } from '../server/support/traders';
import { newPhonePage, screenshot, untilStill } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, postCall, signInPastLoading, useAppLanguage } from './support/session';

const DEMO = { account: 'demo', password: 'demo1234' };
const DAY_MS = 86_400_000;
const env = useServerAndBrowser();

const READY: Record<Language, RegExp> = {
  'zh-Hant': /^過去 12 個月，72% 的會員帳戶交易虧損，其訂單有 50% 虧損。數據計算於 \d{4}\/\d{2}\/\d{2}。$/,
  'zh-Hans': /^过去 12 个月，72% 的会员账户交易亏损，其订单有 50% 亏损。数据计算于 \d{4}\/\d{2}\/\d{2}。$/,
  en: /^72% of member accounts lost money trading in the last 12 months, and 50% of their orders lost\. Figures of \d{1,2} [A-Z][a-z]{2} \d{4}\.$/,
};

const warning = () => postCall<RiskWarning>(env.server.url, '/api/riskWarning', {});

describe('the honest risk warning', () => {
  it("shows the server's daily figure on the trade screen and the order sheet, in three languages", async () => {
    const { page, errors } = await newPhonePage(env.browser, env.server.url);
    await signInPastLoading(page, env.server.url, DEMO);

    // the scheduler computed today's figure at start: no member has traded, so the screen says too few did
    await expect.poll(async () => (await warning()).state, { timeout: 15_000 }).toBe('tooFew');
    await page.goto('/trade');
    await expect
      .poll(() => page.getByTestId('risk-warning').textContent())
      .toMatch(/^過去 12 個月有交易的會員帳戶太少（0 個/);
    await screenshot(page, 'control', 'risk-warning-too-few-zh-Hant');

    // 18 of 25 accounts lose, half of their orders lose; the next day's run (driven clock) counts them
    const at = new Date(env.clock.now());
    const bigLoss = { stake: 10_000, payout: 0 };
    const smallLoss = { stake: 1_000, payout: 0 };
    const bigWin = { stake: 10_000, payout: 18_500 };
    const smallWin = { stake: 1_000, payout: 1_850 };
    for (let i = 0; i < 18; i++) await trader(env.server.app.db, [bigLoss, smallWin], at);
    for (let i = 0; i < 7; i++) await trader(env.server.app.db, [bigWin, smallLoss], at);
    env.clock.advance(DAY_MS);
    await expect.poll(async () => (await warning()).state, { timeout: 15_000 }).toBe('ready');
    // a day later the session has ended
    await loginViaApi(page, env.server.url, DEMO);

    for (const language of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      await useAppLanguage(page, language);
      await page.goto('/trade');
      await expect.poll(() => page.getByTestId('risk-warning').textContent()).toMatch(READY[language]);
      await screenshot(page, 'control', `risk-warning-trade-${language}`);

      await page.goto('/trade/roomdetail?id=4');
      await page.getByRole('textbox').fill('10');
      await page.getByTestId('risk-warning').waitFor();
      await page.getByRole('button', { name: /確認看漲|确认看涨|Buy up/ }).click();
      const sheet = page.getByTestId('money-confirm-warning');
      expect(await sheet.textContent()).toMatch(READY[language]);
      await untilStill(page);
      await screenshot(page, 'control', `risk-warning-order-sheet-${language}`);
      await page.getByRole('button', { name: /暫不下單|暂不下单|Not now/ }).click();
    }
    expect(errors).toEqual([]);
  });
});
