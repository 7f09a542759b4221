import type { Language } from '../../contract/messages';
import { openScreen, screenshot, untilSettled, newPhonePage } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import * as session from './support/session';

const env = useServerAndBrowser();

/** The screens issue 46 names, each with what says it has drawn. */
const SCREENS: [path: string, name: string, ready: string][] = [
  ['/home', 'home', 'main'],
  ['/trade', 'trade', '[data-testid="available-balance"]'],
  ['/trade/roomdetail?id=1', 'room', '[data-testid="last-price"]'],
  ['/market/linechart?symbol=BTC%2FUSDT', 'chart', '[data-testid="candle-chart"] canvas'],
  ['/deposit', 'term', 'main button[aria-expanded]'],
  ['/my/ledgerrecord', 'ledger', '[data-testid="record-amount"]'],
  ['/my/deposit/numbercard', 'deposit', '[data-testid="deposit-network"]'],
  ['/my/withdraw/bankcard', 'withdraw', 'main'],
  ['/my/setting', 'settings', 'main h2'],
];
const LANGUAGES: Language[] = ['zh-Hant', 'zh-Hans', 'en'];

describe('the screens of issue 46, in three languages and both Up colours', () => {
  it.each(LANGUAGES)(
    '%s',
    async (language) => {
      const { page, context, errors } = await newPhonePage(env.browser, env.server.url);
      await session.passVerification(page);
      await session.setLoadingScreenDue(page, false);
      const member = await session.registerViaApi(env.server.url);
      const token = await session.loginViaApi(page, env.server.url, member);
      const call = (name: string, body: unknown) =>
        session.postCall(env.server.url, `/api/${name}`, body, { token, 'idempotency-key': crypto.randomUUID() });
      // a ledger with money in and out: a deposit, a withdrawal and a fixed-term deposit
      await call('recharge', { method: 'bankcard', amount: '5000' });
      await call('addTradePassword', { password: member.password, tradePassword: '246810' });
      const card = (await call('addCard', {
        kind: 'bank',
        bankName: 'HSBC',
        holder: 'Lee',
        number: '6217000012348888',
        // with the trade password: it receives the withdrawal below at once (no cooling-off)
        tradePassword: '246810',
      })) as {
        id: number;
      };
      await call('withdraw', { amount: '300.00', to: { type: 'card', id: card.id }, tradePassword: '246810' });
      await session.useAppLanguage(page, language);
      for (const colour of ['red', 'green'] as const) {
        await session.useUpColour(page, colour);
        for (const [path, name, ready] of SCREENS) {
          await openScreen(page, path);
          await page.locator(ready).first().waitFor();
          const close = page.getByRole('dialog').getByRole('button');
          if (path === '/home' && (await close.isVisible())) await close.click();
          await untilSettled(page);
          await screenshot(page, 'words', `${name}-${language}-${colour}-up`);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );
});
