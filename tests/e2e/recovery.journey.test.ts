import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { createOperator } from '../../server/services/operators/operator-accounts';
import { softwareAuthenticator } from '../server/support/authenticator';
import { LOCALE, newPhonePage, PHONE, screenshot, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { chooseConsoleLanguage } from './support/console-session';
import { loginViaApi, passVerification, postCall, registerViaApi, useAppLanguage } from './support/session';
import { input } from './money.support';

// Issue 40, part 1 on screen, at 375×812 in each language: a card added without the trade password waits out
// its cooling-off (the withdrawal screen says why and until when), a change made on another device is a notice,
// and the console's member page lists the member's passkeys and removes one.
const env = useServerAndBrowser();
const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en'] as const;
const TRADE_PASSWORD = '246810';

const post = <T = unknown>(path: string, body: unknown, headers?: Record<string, string>) =>
  postCall<T>(env.server.url.replace('127.0.0.1', 'localhost'), path, body, headers);

/** What overflows the 375 px screen (nothing may): the document sideways, and any box of `selector`. */
const overflow = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const width = document.documentElement.clientWidth;
    const boxes = [...document.querySelectorAll(sel)].map((el) => el.getBoundingClientRect());
    return {
      sideways: document.documentElement.scrollWidth - width,
      outside: boxes.filter((box) => box.left < 0 || box.right > width + 0.5).length,
    };
  }, selector);

const WORDS = {
  'zh-Hant': {
    title: '出金至銀行卡',
    cooling: '起才可出金至此帳戶',
    added: '已新增錢包地址',
    ok: '知道了',
    addCard: '新增銀行卡',
    spares: '不輸入則須等 24 小時',
    cancel: '取消',
    passwordTitle: '登入密碼',
    old: '舊密碼',
    new: '新密碼',
    confirm: '確認新密碼',
    change: '修改密碼',
    review: '請移除你不認得的通行密鑰',
  },
  'zh-Hans': {
    title: '出金至银行卡',
    cooling: '起才可出金至此账户',
    added: '已添加钱包地址',
    ok: '知道了',
    addCard: '添加银行卡',
    spares: '不输入则须等 24 小时',
    cancel: '取消',
    passwordTitle: '登录密码',
    old: '旧密码',
    new: '新密码',
    confirm: '确认新密码',
    change: '修改密码',
    review: '请移除你不认识的通行密钥',
  },
  en: {
    title: 'Withdraw to bank card',
    cooling: 'it can receive withdrawals from',
    added: 'A wallet address was added',
    ok: 'Got it',
    addCard: 'Add bank card',
    spares: 'without it, after 24 hours',
    cancel: 'Cancel',
    passwordTitle: 'Sign-in password',
    old: 'Current password',
    new: 'New password',
    confirm: 'Repeat new password',
    change: 'Change password',
    review: 'Remove any passkey you do not recognise',
  },
} as const;

describe('a member’s phone', () => {
  it('says why a new card cannot receive a withdrawal yet and until when, and tells of a change made elsewhere', async () => {
    const baseURL = env.server.url.replace('127.0.0.1', 'localhost');
    const { page, errors } = await newPhonePage(env.browser, baseURL);
    const member = await registerViaApi(baseURL);
    const first = await post<{ token: string }>('/api/login', member);
    await post('/api/addTradePassword', { password: member.password, tradePassword: TRADE_PASSWORD }, first);
    await passVerification(page);
    const token = await loginViaApi(page, baseURL, member);
    // with only a session token, as a thief holding the phone could
    const card = { kind: 'bank', bankName: '匯豐銀行', holder: '陳大文', number: '6217000012349999' };
    await post('/api/addCard', card, { token });
    // another device of the member's: what it adds, this phone is told of
    const elsewhere = await post<{ token: string }>('/api/login', member);

    for (const [i, lang] of LANGUAGES.entries()) {
      const words = WORDS[lang];
      await useAppLanguage(page, lang);
      const streamOpened = page.waitForResponse((r) => r.url().includes('/api/stream'));
      await page.goto('/my/withdraw/bankcard');
      await page.waitForFunction((title) => document.title.startsWith(title), words.title);
      const notice = page.getByRole('status').filter({ hasText: words.cooling });
      await notice.waitFor().catch(async (error: unknown) => {
        await screenshot(page, 'recovery', `failed-withdraw-${lang}`);
        throw error;
      });
      await untilSettled(page);
      expect(await overflow(page, '[role="status"]'), lang).toEqual({ sideways: 0, outside: 0 });
      await notice.scrollIntoViewIfNeeded();
      await screenshot(page, 'recovery', `withdraw-cooling-${lang}-375`);

      await streamOpened;
      const address = `T${String(i + 1).repeat(4)}${'x'.repeat(29)}`;
      await post('/api/addWallet', { chain: 'TRC20', address }, { token: elsewhere.token });
      // antd's dialog root is a zero-size wrapper: its body is what shows
      const dialog = page.locator('.adm-dialog-body').filter({ hasText: words.added });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(`${address.slice(0, 6)}…${address.slice(-4)}`);
      await untilSettled(page);
      await screenshot(page, 'recovery', `security-notice-${lang}-375`);
      await dialog.getByRole('button', { name: words.ok }).click();
      await dialog.waitFor({ state: 'detached' });

      // adding one: the trade password, optional, and what leaving it out costs
      await page.getByText(words.addCard).click();
      const sheet = page.locator('.adm-popup-body');
      await sheet.getByText(words.spares).waitFor();
      await untilSettled(page);
      expect(await overflow(page, '.adm-popup-body p'), lang).toEqual({ sideways: 0, outside: 0 });
      await screenshot(page, 'recovery', `add-card-${lang}-375`);
      await sheet.getByRole('button', { name: words.cancel }).click();
      await sheet.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a password change', () => {
  it('opens the account centre with the passkeys that still sign in, to remove the ones not recognised', async () => {
    const baseURL = env.server.url.replace('127.0.0.1', 'localhost');
    const { page, errors } = await newPhonePage(env.browser, baseURL);
    const member = await registerViaApi(baseURL);
    await passVerification(page);
    const token = await loginViaApi(page, baseURL, member);
    const authenticator = softwareAuthenticator({ origin: baseURL, rpId: 'localhost' });
    const options = await post<{ challenge: string }>('/api/passkeyRegisterOptions', member, { token });
    const response = authenticator.create(options.challenge);
    await post('/api/passkeyRegister', { response, name: 'Pixel 9' }, { token });

    let password = member.password;
    for (const [i, lang] of LANGUAGES.entries()) {
      const words = WORDS[lang];
      await useAppLanguage(page, lang);
      await page.goto('/my/usercenter/loginpassword');
      await page.waitForFunction((title) => document.title.startsWith(title), words.passwordTitle);
      const next = `n3wPassword${i}`;
      await input(page, words.old).fill(password);
      await input(page, words.new).fill(next);
      await input(page, words.confirm).fill(next);
      await page.getByRole('button', { name: words.change }).click();
      password = next;
      const note = page.getByRole('status').filter({ hasText: words.review });
      await note.waitFor();
      await page.locator('section .adm-list-item').filter({ hasText: 'Pixel 9' }).waitFor();
      // the "password changed" toast goes by itself: the picture is of what stays
      await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
      await untilSettled(page);
      expect(await overflow(page, '[role="status"]'), lang).toEqual({ sideways: 0, outside: 0 });
      await screenshot(page, 'recovery', `password-changed-passkeys-${lang}-375`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the console’s member page', () => {
  it('lists the member’s passkeys and removes one, in each language, on a phone', async () => {
    const baseURL = env.server.url.replace('127.0.0.1', 'localhost');
    const member = await registerViaApi(baseURL);
    const { token } = await post<{ token: string }>('/api/login', member);
    await post('/api/addTradePassword', { password: member.password, tradePassword: TRADE_PASSWORD }, { token });
    for (const name of ['Pixel 9', 'iPad Air']) {
      const authenticator = softwareAuthenticator({ origin: baseURL, rpId: 'localhost' });
      const options = await post<{ challenge: string }>(
        '/api/passkeyRegisterOptions',
        { password: member.password, tradePassword: TRADE_PASSWORD },
        { token },
      );
      await post('/api/passkeyRegister', { response: authenticator.create(options.challenge), name }, { token });
    }

    const account = 'recovery_reviewer';
    const password = 'Console!pass1';
    await createOperator(env.server.app.db, { account, password, role: 'reviewer' }, COMMAND_ACTOR, new Date());
    const offer = await post<{ secret: string }>('/admin/api/signIn', { account, password });
    const code = await generate({ secret: offer.secret });
    const done = await post<{ token: string }>('/admin/api/signIn', { account, password, code });
    const session = { token: done.token, account, role: 'reviewer', passkeyNeeded: false };
    const context = await env.browser.newContext({ baseURL, viewport: PHONE, locale: LOCALE });
    await context.addInitScript((value) => sessionStorage.setItem('console-session', value), JSON.stringify(session));
    const page = await context.newPage();
    await page.goto(`/admin/members/${member.account}`);

    const section = page.locator('section[aria-labelledby="member-passkeys"]');
    for (const lang of LANGUAGES) {
      await chooseConsoleLanguage(page, lang);
      await section.locator('li').filter({ hasText: 'iPad Air' }).waitFor();
      expect(await section.locator('li').allInnerTexts(), lang).toEqual([
        expect.stringContaining('Pixel 9'),
        expect.stringContaining('iPad Air'),
      ]);
      expect(await overflow(page, '.passkey-list li, .passkey-list button'), lang).toEqual({ sideways: 0, outside: 0 });
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'recovery', `console-passkeys-${lang}-375`);
    }

    // the member reports the phone lost: its passkey goes, after the operator confirms
    page.once('dialog', (dialog) => void dialog.accept());
    await section.locator('li').filter({ hasText: 'Pixel 9' }).getByRole('button', { name: 'Remove' }).click();
    await section.locator('li').filter({ hasText: 'Pixel 9' }).waitFor({ state: 'detached' });
    expect(await section.locator('li').count()).toBe(1);
    await screenshot(page, 'recovery', 'console-passkey-removed-en-375');
    const list = await post<{ list: Array<{ name: string }> }>('/api/passkeys', {}, { token });
    expect(list.list.map((p) => p.name)).toEqual(['iPad Air']);
    await context.close();
  });
});
