import { chooseConsoleLanguage } from './support/console-session';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generate } from 'otplib';
import type { OperatorRole } from '../../contract/admin';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { createOperator } from '../../server/services/operators/operator-accounts';
import type { RunningServer } from '../../server/start';
import { launchBrowser, LOCALE, screenshot } from './support/browser';
import { serverClock, startTestServer } from './support/server';
import { addVirtualAuthenticator } from './support/virtual-authenticator';
import { passkeys } from '../../server/db/schema';

// An admin requires a passkey of the editors; an editor then enrols one (the console offers nothing else until
// they do) and signs in with it, the code refused. Chromium's virtual authenticator stands in for the device;
// WebAuthn needs a domain for its RP ID, so the console is opened at localhost.
let server: RunningServer;
const clock = serverClock();
let browser: Browser;
let baseURL: string;
const contexts: BrowserContext[] = [];
const PASSWORD = 'Console!pass1';
const shot = (page: Page, name: string) => screenshot(page, 'passkey-policy', name);

async function operatorPage(role: OperatorRole) {
  const account = `${role}_policy`;
  await createOperator(server.app.db, { account, password: PASSWORD, role }, COMMAND_ACTOR, new Date());
  const desk = await browser.newContext({ locale: LOCALE, baseURL, viewport: { width: 1280, height: 800 } });
  contexts.push(desk);
  const page = await desk.newPage();
  await addVirtualAuthenticator(await desk.newCDPSession(page));
  page.on('dialog', (dialog) => void dialog.accept());
  return { account, page };
}

async function passwordStep(page: Page, account: string) {
  await page.goto('/admin');
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: '下一步' }).click();
}

/** The first sign-in: the authenticator enrolled with the secret shown, and its code. */
async function firstSignIn(page: Page, account: string) {
  await passwordStep(page, account);
  const secret = await page.locator('code.secret').innerText();
  await page.locator('input[name="code"]').fill(await generate({ secret }));
  await page.getByRole('button', { name: '登入' }).click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ distDir: process.env.E2E_DIST_DIR, clock }),
    launchBrowser(),
  ]);
  baseURL = server.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

describe('a role that requires a passkey', () => {
  it('is switched on by an admin in the operators page, asked first', async () => {
    const { account, page } = await operatorPage('admin');
    await firstSignIn(page, account);
    await page.getByRole('link', { name: '操作員' }).click();
    const editor = page.getByRole('switch', { name: /編輯/ });
    await editor.waitFor();
    expect(await editor.isChecked()).toBe(false);
    await editor.click();
    await page.locator('.passkey-policy li').filter({ hasText: '編輯' }).getByText('須用通行密鑰').waitFor();
    expect(await editor.isChecked()).toBe(true);
    for (const [lang, heading] of [
      ['zh-Hant', '通行密鑰登入'],
      ['zh-Hans', '通行密钥登录'],
      ['en', 'Passkey sign-in'],
    ] as const) {
      await chooseConsoleLanguage(page, lang);
      await page.getByRole('heading', { name: heading }).waitFor();
      await shot(page, `operators-${lang}`);
    }
    await chooseConsoleLanguage(page, 'zh-Hant');
  });

  it('leads an editor without a passkey to enrol one, then signs them in with it and not with the code', async () => {
    const { account, page } = await operatorPage('editor');
    await firstSignIn(page, account);
    await page.getByRole('heading', { name: '請先新增通行密鑰' }).waitFor();
    expect(await page.locator('nav.nav').count()).toBe(0);
    await shot(page, 'enrol-first');
    await page.locator('main').getByRole('button', { name: '新增通行密鑰' }).click();
    await page.locator('nav.nav').getByRole('link', { name: '內容' }).waitFor();
    await page.getByRole('button', { name: '登出' }).click();

    await passwordStep(page, account);
    await page.getByText('你的角色須以通行密鑰登入：驗證碼不再適用。').waitFor();
    expect(await page.locator('input[name="code"]').count()).toBe(0);
    await shot(page, 'sign-in-passkey-only');
    await page.getByRole('button', { name: '使用通行密鑰登入' }).click();
    await page.locator('header.top').waitFor();
    expect(await page.locator('header.top').innerText()).toContain(account);
    await page.locator('nav.nav').getByRole('link', { name: '內容' }).waitFor();
  });

  it('asks an operator who signed in over 10 minutes ago to sign in again before adding one', async () => {
    const { account, page } = await operatorPage('reviewer');
    await firstSignIn(page, account);
    await page.locator('nav.nav').waitFor();
    const before = await server.app.db.$count(passkeys);
    clock.advance(11 * 60_000);
    for (const [lang, text] of [
      ['zh-Hant', '新增通行密鑰須在登入後 10 分鐘內：請登出後重新登入'],
      ['zh-Hans', '添加通行密钥须在登录后 10 分钟内：请退出后重新登录'],
      ['en', 'A passkey can be added within 10 minutes of signing in: sign out and sign in again'],
    ] as const) {
      await chooseConsoleLanguage(page, lang);
      await page.getByRole('button', { name: /新增通行密鑰|添加通行密钥|Add a passkey/ }).click();
      await page.getByRole('status').filter({ hasText: text }).waitFor();
      await shot(page, `enrol-late-${lang}`);
    }
    expect(await server.app.db.$count(passkeys)).toBe(before);
  });
});
