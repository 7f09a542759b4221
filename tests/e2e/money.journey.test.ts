import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { COMMANDS } from '../../server/cli/commands';
import { members, withdrawals } from '../../server/db/schema';
import type { RunningServer } from '../../server/start';
import { launchBrowser, newPhonePage } from './support/browser';
import { startTestServer } from './support/server';
import { passVerification } from './support/session';
import { input, passcode, shot, textOf, tokenStored, visit } from './money.support';

// One member's whole money journey against the real server, in order: each step builds on the last.
let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];
const account = `money_${Date.now().toString(36)}`;
const password = 'secret1234';
const newPassword = 'better5678';
let withdrawalId = '';
/** the withdrawal's key: its detail screen's address */
let withdrawalKey = '';

const balances = async () => {
  await visit(page, '/my', '我的');
  await page.getByTestId('balance-balance').filter({ hasText: /\d/ }).waitFor();
  return { balance: await textOf(page, 'balance-balance'), frozen: await textOf(page, 'balance-frozen') };
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ distDir: process.env.E2E_DIST_DIR }), launchBrowser()]);
  ({ page, errors } = await newPhonePage(browser, server.url));
  await passVerification(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the money journey of a new member', () => {
  it('registers', async () => {
    await visit(page, '/auth/register', '註冊');
    await input(page, '帳號').fill(account);
    await input(page, '密碼').fill(password);
    await input(page, '確認密碼').fill(password);
    await page.getByRole('button', { name: '註冊', exact: true }).click();
    await page.waitForURL('**/home');
    await tokenStored(page, true);
    const money = await balances();
    expect(money).toEqual({ balance: '0.00', frozen: '0.00' });
    await shot(page, 'my-new-member');
  });

  it('sets a trade password', async () => {
    await visit(page, '/my/usercenter/tradepassword', '交易密碼');
    await input(page, '登入密碼').fill(password);
    await passcode(page, '交易密碼', '246810');
    await passcode(page, '再次輸入交易密碼', '246810');
    await shot(page, 'trade-password-set');
    await page.getByRole('button', { name: '設定交易密碼' }).click();
    await page.waitForURL('**/my/usercenter');
    const tradePassword = page.locator('main .adm-list-item').filter({ hasText: '交易密碼' });
    await tradePassword.filter({ hasText: '已設定' }).waitFor();
    expect(await tradePassword.count()).toBe(1);
    await shot(page, 'user-center');
  });

  it('adds a bank card and a wallet, shown masked', async () => {
    await visit(page, '/my/usercenter/paycard/bank', '新增銀行卡');
    await input(page, '銀行名稱').fill('匯豐銀行');
    await input(page, '持卡人').fill('陳大文');
    await input(page, '卡號').fill('6217 0000 1234 4321');
    // with the trade password it receives the withdrawal below at once (without it: the cooling-off)
    await passcode(page, '交易密碼（選填）', '246810');
    await shot(page, 'paycard-add-bank');
    await page.getByRole('button', { name: '儲存銀行卡' }).click();
    await page.waitForURL('**/paycard/bankcard');
    await page.getByText('**** 4321 · 陳大文').waitFor();
    expect(await page.locator('main').innerText()).not.toContain('6217000012344321');
    await shot(page, 'paycard-bank-list');

    await visit(page, '/my/usercenter/paycard/number', '新增錢包地址');
    await input(page, '錢包地址').fill('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
    await page.getByRole('button', { name: '儲存錢包地址' }).click();
    await page.waitForURL('**/paycard/numbercard');
    await page.getByText('T9yD14…uWwb').waitFor();
    await shot(page, 'paycard-wallet-list');
  });

  it('recharges 1,234.50 (approved at once in the demo) and sees the balance and the ledger entry', async () => {
    await visit(page, '/my/deposit', '入金');
    await shot(page, 'deposit-methods');
    await page.locator('.adm-list-item').filter({ hasText: '以銀行轉帳入金' }).click();
    await page.waitForURL('**/my/deposit/bankcard');
    await input(page, '入金金額').fill('1,234.50');
    await input(page, '付款參考號').fill('TX-2026-1');
    await shot(page, 'deposit-form');
    await page.getByRole('button', { name: '提交入金' }).click();
    await page.getByText('入金成功').waitFor();
    expect(await page.getByText('1,234.50 已存入您的帳戶').count()).toBe(1);
    await shot(page, 'deposit-approved');

    expect(await balances()).toEqual({ balance: '1,234.50', frozen: '0.00' });
    await shot(page, 'my-after-deposit');
    await visit(page, '/my/ledgerrecord', '帳變記錄');
    const entry = page.locator('main a').first();
    expect(await entry.innerText()).toContain('入金');
    expect(await entry.innerText()).toContain('+1,234.50');
    expect(await entry.getByTestId('balance-after').innerText()).toBe('餘額 1,234.50');
    await shot(page, 'ledger-after-deposit');
  });

  it('withdraws 200.00 to the bank card: the fee as typed, then amount + fee frozen at once, and the record', async () => {
    await visit(page, '/my/withdraw/bankcard', '出金至銀行卡');
    await page.getByText('匯豐銀行').click();
    await input(page, '出金金額').fill('200');
    expect(await textOf(page, 'withdraw-fee')).toBe('1.00');
    expect(await textOf(page, 'withdraw-total')).toBe('201.00');
    await passcode(page, '交易密碼', '246810');
    await shot(page, 'withdraw-form');
    await page.getByRole('button', { name: '確認出金' }).click();
    await page.getByText('出金申請已提交').waitFor();
    await page.getByTestId('funds-frozen').filter({ hasText: '201.00' }).waitFor();
    expect(await textOf(page, 'funds-available')).toBe('1,033.50');
    await shot(page, 'withdraw-submitted');
    await page.getByRole('button', { name: '查看出金記錄' }).click();
    await page.waitForURL('**/my/withdrawrecord/detail?key=*');
    withdrawalKey = new URL(page.url()).searchParams.get('key') ?? '';
    const [placed] = await server.app.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(eq(members.account, account));
    withdrawalId = String(placed!.id);
    expect(page.url()).not.toContain(`id=`);
    await page.getByText('審核中').waitFor();
    expect(await page.locator('main').innerText()).toContain('**** 4321');
    await shot(page, 'withdraw-record-detail');
    expect(await balances()).toEqual({ balance: '1,033.50', frozen: '201.00' });
    await visit(page, '/my/withdrawrecord?status=pending', '出金記錄');
    expect(await page.locator('main a').first().innerText()).toContain('-200.00');
    await shot(page, 'withdraw-records-pending');
  });

  it('refuses a wrong trade password beside the form and moves nothing', async () => {
    await visit(page, '/my/withdraw/numbercard', '出金至錢包');
    await page.getByText('T9yD14…uWwb').click();
    await input(page, '出金金額').fill('100');
    await passcode(page, '交易密碼', '111111');
    await page.getByRole('button', { name: '確認出金' }).click();
    const alert = page.locator('.adm-form-footer [role="alert"]');
    await alert.waitFor();
    expect((await alert.innerText()).length).toBeGreaterThan(0);
    expect(await input(page, '出金金額').inputValue()).toBe('100');
    await shot(page, 'withdraw-wrong-trade-password');
    expect(await balances()).toEqual({ balance: '1,033.50', frozen: '201.00' });
  });

  it('gets the money back when the operator rejects the withdrawal', async () => {
    const lines: string[] = [];
    await COMMANDS['withdraw:reject']!.run(server.app.db, [withdrawalId, 'card closed'], (line) => lines.push(line));
    expect(lines).toEqual([`withdraw ${withdrawalId}: rejected`]);
    expect(await balances()).toEqual({ balance: '1,234.50', frozen: '0.00' });
    await visit(page, '/my/ledgerrecord?kind=withdraw_refund', '帳變記錄');
    expect(await page.locator('main a').first().innerText()).toContain('+201.00');
    await visit(page, `/my/withdrawrecord/detail?key=${withdrawalKey}`, '出金詳情');
    await page.getByText('已拒絕').waitFor();
  });

  it('changes the login password, switches to English, logs out and logs in with the new password', async () => {
    await visit(page, '/my/usercenter/loginpassword', '登入密碼');
    await input(page, '舊密碼').fill(password);
    await input(page, '新密碼').fill(newPassword);
    await input(page, '確認新密碼').fill(newPassword);
    await shot(page, 'login-password');
    await page.getByRole('button', { name: '修改密碼' }).click();
    await page.waitForURL('**/my/usercenter');

    await visit(page, '/my/setting', '設定');
    await page.getByText('English').click();
    await page.waitForFunction(() => document.title.startsWith('Settings'));
    await page.getByRole('heading', { name: 'Language' }).waitFor();
    await shot(page, 'settings-english');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Sign out' }).click();
    // an explicit logout lands on the plain login page: no screen to come back to
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).search).toBe('');
    await tokenStored(page, false);
    await page.goto('/my');
    await page.waitForURL('**/auth/login?redirect=%2Fmy');

    await input(page, 'Account').fill(account);
    await input(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[role="alert"]').first().waitFor();
    await input(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/my');
    await tokenStored(page, true);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.getByTestId('balance-balance').filter({ hasText: '1,234.50' }).waitFor();
    await shot(page, 'my-english');
  });

  it("ends with the ledger's running balance equal to the balance shown", async () => {
    const shown = await textOf(page, 'balance-balance');
    await visit(page, '/my/ledgerrecord', 'Ledger');
    const rows = page.locator('main a');
    await rows.first().waitFor();
    const entries = await rows.evaluateAll((links) =>
      links.map((link) => ({
        amount: link.querySelector('[data-testid="record-amount"]')?.textContent ?? '',
        after: link.querySelector('[data-testid="balance-after"]')?.textContent ?? '',
      })),
    );
    const cents = (text: string) => Number(text.replace(/[^\d-]/g, ''));
    expect(entries.map((entry) => entry.amount)).toEqual(['+201.00', '-201.00', '+1,234.50']);
    for (const [index, entry] of entries.entries()) {
      const before = entries[index + 1] ? cents(entries[index + 1]!.after) : 0;
      expect(cents(entry.after)).toBe(before + cents(entry.amount));
    }
    expect(entries[0]!.after).toBe(`Balance ${shown}`);
    await shot(page, 'ledger-final-english');
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
