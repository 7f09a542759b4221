import type { Browser, CDPSession, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { createOperator } from '../../server/services/operators/operator-accounts';
import type { RunningServer } from '../../server/start';
import { launchBrowser, LOCALE, newPhonePage, screenshot, untilSettled } from './support/browser';
import { startTestServer } from './support/server';
import { addVirtualAuthenticator } from './support/virtual-authenticator';
import { loginViaApi, passVerification, registerViaApi, useAppLanguage, type Credentials } from './support/session';
import { input, passcode, textOf, tokenStored, visit } from './money.support';

// A member adds a passkey, signs out, signs in with it, approves a withdrawal with it and removes it, in
// Chromium with its virtual authenticator (a platform authenticator with resident keys and user verification).
// WebAuthn needs a domain for its RP ID, never an IP address: the app is opened at localhost.
let server: RunningServer;
let browser: Browser;
let page: Page;
let cdp: CDPSession;
let member: Credentials;
let baseURL: string;

const shot = (name: string) => screenshot(page, 'passkeys', name);

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: { id: number } };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** The credentials the virtual authenticator holds. */
const credentials = async () =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as { isResidentCredential: boolean }[];
let authenticatorId = '';

/** Logs out from the settings screen: the app lands on /auth/login with no session. */
async function signOut() {
  await visit(page, '/my/setting', '設定');
  await page.getByRole('button', { name: '登出' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '登出' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/login');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ distDir: process.env.E2E_DIST_DIR }), launchBrowser()]);
  baseURL = server.url.replace('127.0.0.1', 'localhost');
  ({ page } = await newPhonePage(browser, baseURL));
  cdp = await page.context().newCDPSession(page);
  authenticatorId = await addVirtualAuthenticator(cdp);
  member = await registerViaApi(baseURL);
  await passVerification(page);
  const token = await loginViaApi(page, baseURL, member);
  await api('addTradePassword', { password: member.password, tradePassword: '246810' }, { token });
  const card = { kind: 'bank', bankName: '匯豐銀行', holder: '陳大文', number: '6217000012344321' };
  await api('addCard', { ...card, tradePassword: '246810' }, { token });
  await api('recharge', { method: 'bankcard', amount: '1000' }, { token, 'idempotency-key': randomUUID() });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a member’s passkey', () => {
  it('is added in the account centre after the login and trade passwords, named after the device', async () => {
    await visit(page, '/my/usercenter', '帳戶中心');
    await page.getByText('尚未新增通行密鑰').waitFor();
    await shot('user-center-none');
    await page.getByRole('button', { name: '新增通行密鑰' }).click();
    await input(page, '登入密碼').fill(member.password);
    // the trade password was set behind the app's back (the API, as from another device): the server asks for it
    await page.getByRole('button', { name: '繼續' }).click();
    await page.getByText('交易密碼需為 6 位數字').waitFor();
    await passcode(page, '交易密碼', '246810');
    await shot('user-center-add');
    await page.getByRole('button', { name: '繼續' }).click();
    const row = page.locator('section .adm-list-item');
    await row.filter({ hasText: 'Linux' }).waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain('尚未使用');
    expect(await credentials()).toMatchObject([{ isResidentCredential: true }]);
    await shot('user-center-added');
  });

  it('is renamed', async () => {
    await page.getByRole('button', { name: '重新命名' }).click();
    await input(page, '名稱').fill('我的手機');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.locator('section .adm-list-item').filter({ hasText: '我的手機' }).waitFor();
  });

  it('signs the member in from the account field’s autofill (conditional mediation), after signing out', async () => {
    await signOut();
    // the virtual authenticator answers the autofill's request with its one passkey, as a tap on it would
    await page.waitForURL('**/home');
    await tokenStored(page, true);
  });

  it('signs the member in with the button where the browser offers no autofill', async () => {
    await page.context().addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });
    await signOut();
    expect(await input(page, '帳號').getAttribute('autocomplete')).toBe('username webauthn');
    await page.getByRole('button', { name: '使用通行密鑰登入' }).waitFor();
    await shot('login');
    await page.getByRole('button', { name: '使用通行密鑰登入' }).click();
    await page.waitForURL('**/home');
    await tokenStored(page, true);
  });

  it('approves a withdrawal in place of the trade password, the keypad one tap away', async () => {
    await visit(page, '/my/withdraw/bankcard', '出金至銀行卡');
    await page.getByText('匯豐銀行').click();
    await input(page, '出金金額').fill('100');
    const approve = page.getByRole('button', { name: '以通行密鑰核准' });
    await approve.waitFor();
    await page.getByRole('button', { name: '改用交易密碼' }).click();
    await page.getByRole('button', { name: '交易密碼', exact: true }).waitFor();
    await page.getByRole('button', { name: '改用通行密鑰核准' }).click();
    await shot('withdraw-passkey');
    await approve.click();
    await page.getByText('出金申請已提交').waitFor();
    await page.getByTestId('funds-frozen').filter({ hasText: '100.50' }).waitFor();
    expect(await textOf(page, 'funds-available')).toBe('899.50');
    await shot('withdraw-approved');
  });

  it('approves a new card, which then receives withdrawals at once (no cooling-off)', async () => {
    await visit(page, '/my/withdraw/bankcard', '出金至銀行卡');
    await page.getByText('新增銀行卡').click();
    const sheet = page.locator('.adm-popup-body');
    await sheet.getByText('以通行密鑰核准後，此帳戶即可收款。').waitFor();
    await input(page, '銀行名稱').fill('中國銀行');
    await input(page, '持卡人').fill('陳大文');
    await input(page, '卡號').fill('6217000012345678');
    await shot('add-card-passkey');
    await sheet.getByRole('button', { name: '儲存銀行卡' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByText('中國銀行').waitFor();
    await untilSettled(page);
    expect(await page.getByText('起才可出金至此帳戶').count()).toBe(0);
    await shot('add-card-passkey-chosen');
  });

  it('is removed, and the account centre says so', async () => {
    await visit(page, '/my/usercenter', '帳戶中心');
    await page.locator('section .adm-list-item').filter({ hasText: '最近使用' }).waitFor();
    await page.getByRole('button', { name: '移除' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '移除' }).click();
    await page.getByText('尚未新增通行密鑰').waitFor();
    await shot('user-center-removed');
  });
});

describe('the passkey screens in the other languages', () => {
  it('add one in English, then show it and the approval in English and Simplified Chinese', async () => {
    await useAppLanguage(page, 'en');
    await visit(page, '/my/usercenter', 'Account centre');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await input(page, 'Sign-in password').fill(member.password);
    await passcode(page, 'Trade password', '246810');
    await shot('user-center-add-en');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('section .adm-list-item').filter({ hasText: 'Not used yet' }).waitFor();
    const screens = {
      en: {
        center: 'Account centre',
        withdraw: 'Withdraw to bank card',
        amount: 'Amount',
        approve: 'Approve with passkey',
      },
      'zh-Hans': { center: '账户中心', withdraw: '出金至银行卡', amount: '出金金额', approve: '以通行密钥核准' },
    };
    for (const [language, t] of Object.entries(screens)) {
      await useAppLanguage(page, language);
      await visit(page, '/my/usercenter', t.center);
      await page.locator('section .adm-list-item').first().waitFor();
      await shot(`user-center-${language}`);
      await visit(page, '/my/withdraw/bankcard', t.withdraw);
      await page.getByText('匯豐銀行').click();
      await input(page, t.amount).fill('150');
      await page.getByRole('button', { name: t.approve }).waitFor();
      await shot(`withdraw-${language}`);
    }
  });
});

describe('an operator’s passkey', () => {
  it('is added in the console and then signs the operator in in place of the code', async () => {
    const account = 'reviewer_passkey';
    const password = 'Console!pass1';
    await createOperator(server.app.db, { account, password, role: 'reviewer' }, COMMAND_ACTOR, new Date());
    const desk = await browser.newContext({ locale: LOCALE, baseURL, viewport: { width: 1280, height: 800 } });
    const admin = await desk.newPage();
    await addVirtualAuthenticator(await desk.newCDPSession(admin));
    const passwordStep = async () => {
      await admin.goto('/admin');
      await admin.locator('input[name="account"]').fill(account);
      await admin.locator('input[name="password"]').fill(password);
      await admin.getByRole('button', { name: '下一步' }).click();
    };
    await passwordStep();
    const secret = await admin.locator('code.secret').innerText();
    await admin.locator('input[name="code"]').fill(await generate({ secret }));
    await admin.getByRole('button', { name: '登入', exact: true }).click();
    await admin.getByRole('button', { name: '新增通行密鑰' }).click();
    await admin.getByRole('status').filter({ hasText: '已新增通行密鑰' }).waitFor();
    await screenshot(admin, 'passkeys', 'console-added');
    await admin.getByRole('button', { name: '登出' }).click();

    await passwordStep();
    await admin.getByRole('button', { name: '使用通行密鑰登入' }).waitFor();
    await screenshot(admin, 'passkeys', 'console-sign-in');
    await admin.getByRole('button', { name: '使用通行密鑰登入' }).click();
    await admin.locator('header.top').waitFor();
    expect(await admin.locator('header.top').innerText()).toContain(account);
    await desk.close();
  });
});
