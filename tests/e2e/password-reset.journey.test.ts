import { chooseConsoleLanguage } from './support/console-session';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { DEMO_OPERATOR, DEMO_OPERATOR_PASSWORD } from '../../server/db/seed';
import { LOCALE, newPhonePage, screenshot, untilSettled } from './support/browser';
import { loginViaApi, passVerification, registerViaApi } from './support/session';
import { useServerAndBrowser } from './support/setup';

// Issue 32: no way back in. Customer service issues a one-time reset code in the console; the member sets a new
// password with it on the phone; the session the member had is signed out; the new password works.
const env = useServerAndBrowser();
const NEW_PASSWORD = 'fresh2Start';

/** The demo operator (an admin) signed in to the console at 1280×800, enrolling an authenticator. */
async function signedInConsole(): Promise<Page> {
  const viewport = { width: 1280, height: 800 };
  const context = await env.browser.newContext({ locale: LOCALE, baseURL: env.server.url, viewport });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.locator('input[name="account"]').fill(DEMO_OPERATOR);
  await page.locator('input[name="password"]').fill(DEMO_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '下一步' }).click();
  const secret = await page.locator('code.secret').innerText();
  await page.locator('input[name="code"]').fill(await generate({ secret }));
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.locator('header.top').waitFor();
  return page;
}

const field = (page: Page, label: string) => page.locator(`input[aria-label="${label}"]`);

it('an operator issues a code, the member resets on the phone, the old session ends, the new password works', async () => {
  const member = await registerViaApi(env.server.url);
  // the member's phone, signed in
  const phone = await newPhonePage(env.browser, env.server.url);
  await passVerification(phone.page);
  await loginViaApi(phone.page, env.server.url, member);
  await phone.page.goto('/my');
  await untilSettled(phone.page);

  // customer service, in the console, on the member's page
  const desk = await signedInConsole();
  await desk.goto(`/admin/members/${member.account}`);
  await desk.getByRole('button', { name: '簽發重設碼' }).click();
  // asked in the console's own dialog, as approve and reject are
  await desk.getByRole('alertdialog').getByText(`為 ${member.account} 簽發`, { exact: false }).waitFor();
  await desk.getByRole('alertdialog').getByRole('button', { name: '確認' }).click();
  const code = await desk.locator('code.temporary').innerText();
  expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await screenshot(desk, 'lang32', 'console-reset-code-zh-Hant-1280');

  // another phone: the member has forgotten the password, and resets it with the code read out to them
  const other = await newPhonePage(env.browser, env.server.url);
  await passVerification(other.page);
  await other.page.goto('/auth/login');
  await other.page.getByRole('link', { name: '用客服的重設碼設定新密碼' }).click();
  await other.page.getByRole('heading', { name: '重設密碼' }).waitFor();
  await field(other.page, '帳號').fill(member.account);
  // a wrong code first: refused in words, beside the form
  await field(other.page, '重設碼').fill('00000-00000');
  await field(other.page, '密碼').fill(NEW_PASSWORD);
  await field(other.page, '確認密碼').fill(NEW_PASSWORD);
  await other.page.getByRole('button', { name: '設定新密碼', exact: true }).click();
  await other.page.getByRole('alert').filter({ hasText: '重設碼錯誤' }).waitFor();
  await field(other.page, '重設碼').fill(code.toLowerCase());
  await other.page.getByRole('button', { name: '設定新密碼', exact: true }).click();
  await other.page.waitForURL((url) => url.pathname === '/auth/login');

  // the old session is over: the first phone's next request signs it out
  await phone.page.reload();
  await phone.page.waitForURL((url) => url.pathname === '/auth/login');

  // the new password works (the old one does not)
  await field(other.page, '帳號').fill(member.account);
  await field(other.page, '密碼').fill(member.password);
  await other.page.getByRole('button', { name: '登入', exact: true }).click();
  await other.page.getByRole('alert').filter({ hasText: '帳號或密碼錯誤' }).waitFor();
  await field(other.page, '密碼').fill(NEW_PASSWORD);
  await other.page.getByRole('button', { name: '登入', exact: true }).click();
  await other.page.waitForURL((url) => url.pathname === '/home');

  // the audit says it in words: who issued it for whom, and its use
  await desk.goto('/admin/audit');
  await desk.getByText(`${DEMO_OPERATOR} 為 ${member.account} 簽發了一次性密碼重設碼`).waitFor();
  await desk.getByText(`${member.account} 用重設碼設定了新密碼`).waitFor();
  await desk.getByText(`以 ${member.account} 重設密碼失敗`).waitFor();

  // the console's action at 375 wide too, and the reset screen in each language
  await desk.setViewportSize({ width: 375, height: 812 });
  await desk.goto(`/admin/members/${member.account}`);
  await desk.getByRole('button', { name: '簽發重設碼' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: '確認' }).click();
  await desk.locator('code.temporary').waitFor();
  await desk.getByRole('heading', { name: '忘記密碼' }).scrollIntoViewIfNeeded();
  await screenshot(desk, 'lang32', 'console-reset-code-zh-Hant-375');
  // the code is read out from a fixed-width font in every language (a rule for 简体中文 once gave it the text's)
  for (const [language, issue, confirm] of [
    ['zh-Hans', '签发重设码', '确认'],
    ['en', 'Issue a reset code', 'Confirm'],
  ] as const) {
    await chooseConsoleLanguage(desk, language);
    await desk.getByRole('button', { name: issue }).click();
    await desk.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
    const font = await desk.locator('code.temporary').evaluate((element) => getComputedStyle(element).fontFamily);
    expect({ language, font }).toEqual({ language, font: expect.stringMatching(/monospace/) });
  }
  for (const [locale, heading] of [
    ['zh-TW', '重設密碼'],
    ['zh-CN', '重设密码'],
    ['en-US', 'Reset your password'],
  ] as const) {
    const visitor = await newPhonePage(env.browser, env.server.url, { locale });
    await passVerification(visitor.page);
    await visitor.page.goto('/auth/reset');
    await visitor.page.getByRole('heading', { name: heading }).waitFor();
    await untilSettled(visitor.page);
    await screenshot(visitor.page, 'lang32', `${locale}-reset`);
    await visitor.context.close();
  }
  await Promise.all([phone.context.close(), other.context.close(), desk.context().close()]);
});
