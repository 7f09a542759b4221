import { readFile } from 'node:fs/promises';
import type { Statements } from '../../contract/statements';
import type { BillKind } from '../../contract/wallet';
import { moveMoney } from '../../server/services/money/ledger';
import { generate } from 'otplib';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { createOperator } from '../../server/services/operators/operator-accounts';
import { LOCALE, PHONE, newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, postCall, registerViaApi, useAppLanguage } from './support/session';

const env = useServerAndBrowser();
const DAY_MS = 86_400_000;
const PASSWORD = 'Console!pass1';
const cents = (money: string) => Math.round(Number(money) * 100);

const HEADER = {
  'zh-Hant':
    '月份,期初餘額,入金,出金,其中手續費,下單金額,派彩,退款,轉入定期,定期轉出,其中利息,調整,期末餘額,淨收益（交易與利息）',
  'zh-Hans':
    '月份,期初余额,入金,出金,其中手续费,下单金额,派彩,退款,转入定期,定期转出,其中利息,调整,期末余额,净收益（交易与利息）',
  en: 'Month,Opening balance,Deposits,Withdrawals,of which fees,Stakes,Payouts,Refunds,Into fixed-term deposits,Back from fixed-term deposits,of which interest,Adjustments,Closing balance,Net result (trading and interest)',
} as const;

describe('monthly statements', () => {
  it('shows the last 12 months and downloads them as a CSV whose totals match the ledger, in three languages', async () => {
    const { page, errors } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    const credentials = await registerViaApi(env.server.url);
    const token = await loginViaApi(page, env.server.url, credentials);
    const me = await postCall<{ id: number }>(env.server.url, '/api/userInfo', {}, { token });
    const move = (daysAgo: number, kind: BillKind, amount: number) =>
      env.server.app.db.transaction((tx) =>
        moveMoney(
          tx,
          me.id,
          { balance: amount, kind, refType: 'test', refId: null },
          new Date(env.clock.now() - daysAgo * DAY_MS),
        ),
      );
    await move(40, 'recharge', 1000_00);
    await move(40, 'order', -100_00);
    await move(40, 'payout', 185_00);
    await move(0, 'order', -50_00);

    for (const language of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      await useAppLanguage(page, language);
      await page.goto('/my/statements');
      const months = page.getByTestId('statement-month');
      await expect.poll(() => months.count()).toBe(12);
      await screenshot(page, 'control', `statements-${language}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /CSV/ }).click(),
      ]);
      const text = await readFile((await download.path())!, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const rows = text.slice(1).split('\r\n');
      expect(rows.at(-1)).toBe('');
      expect(rows[0]).toBe(HEADER[language]);
      const table = rows.slice(1, -1).map((row) => row.split(','));
      expect(table).toHaveLength(12);

      // against the server's statement and the ledger itself
      const statements = await postCall<Statements>(env.server.url, '/api/statements', { timeZone: 'UTC' }, { token });
      const ledger = await postCall<{ data: { kind: string; amount: string }[] }>(
        env.server.url,
        '/api/bills',
        { pageSize: 100 },
        { token },
      );
      const sumOf = (kind: string) =>
        ledger.data.filter((bill) => bill.kind === kind).reduce((sum, bill) => sum + cents(bill.amount), 0);
      const column = (index: number) => table.reduce((sum, row) => sum + cents(row[index]!), 0);
      expect(column(2)).toBe(sumOf('recharge'));
      expect(column(5)).toBe(sumOf('order'));
      expect(column(6)).toBe(sumOf('payout'));
      expect(table[0]![1]).toBe('0.00');
      const balance = await postCall<{ balance: string }>(env.server.url, '/api/balance', {}, { token });
      expect(table.at(-1)![12]).toBe(balance.balance);
      expect(statements.months[0]!.closing).toBe(balance.balance);
      expect(await months.first().locator('[data-figure="closing"] dd').textContent()).toBe('1,035.00');
    }
    expect(errors).toEqual([]);

    // the console's member page shows the same statement
    const operator = 'statements_admin';
    await createOperator(
      env.server.app.db,
      { account: operator, password: PASSWORD, role: 'admin' },
      COMMAND_ACTOR,
      new Date(),
    );
    const offer = await postCall<{ secret: string }>(env.server.url, '/admin/api/signIn', {
      account: operator,
      password: PASSWORD,
    });
    const code = await generate({ secret: offer.secret });
    const done = await postCall<{ token: string }>(env.server.url, '/admin/api/signIn', {
      account: operator,
      password: PASSWORD,
      code,
    });
    const session = { token: done.token, account: operator, role: 'admin', passkeyNeeded: false };
    const context = await env.browser.newContext({ baseURL: env.server.url, viewport: PHONE, locale: LOCALE });
    await context.addInitScript((value) => sessionStorage.setItem('console-session', value), JSON.stringify(session));
    const console = await context.newPage();
    const balance = await postCall<{ balance: string }>(env.server.url, '/api/balance', {}, { token });
    for (const language of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      await console.addInitScript((lang) => localStorage.setItem('console-lang', lang), language);
      await console.goto(`/admin/members/${credentials.account}`);
      const statement = console.getByTestId('member-statements');
      await expect.poll(() => statement.locator('[data-figure="closing"] dd').textContent()).toBe('1,035.00');
      expect(balance.balance).toBe('1035.00');
      await statement.scrollIntoViewIfNeeded();
      await screenshot(console, 'control', `console-statements-${language}`);
    }
    await context.close();
  });
});
