import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../server/start';
import { launchBrowser, newPhonePage, screenshot } from './support/browser';
import { startTestServer } from './support/server';
import { passVerification } from './support/session';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ page } = await newPhonePage(browser, server.url));
  await passVerification(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const field = (label: string) => page.locator(`input[aria-label="${label}"]`);
const alerts = () => page.getByRole('alert').allInnerTexts();
const account = `new_${Date.now().toString(36)}`;

describe('a new member registers, logs out and logs back in', () => {
  it('refuses a weak password and a taken account in place, keeping what was typed', async () => {
    await page.goto('/auth/register');
    await field('帳號').fill('demo');
    await field('密碼').fill('onlyletters');
    await page.getByText('密碼需為 8 至 64 位，且同時包含字母和數字').waitFor();
    await field('確認密碼').fill('onlyletters');
    await page.getByRole('button', { name: '註冊' }).click();
    expect(new URL(page.url()).pathname).toBe('/auth/register');
    await screenshot(page, 'content', 'auth-register-weak-zh-Hant');

    await field('密碼').fill('secret1234');
    await field('確認密碼').fill('secret1234');
    await page.getByRole('button', { name: '註冊' }).click();
    await page.getByRole('alert').filter({ hasText: '帳號已被註冊' }).waitFor();
    expect(await field('帳號').inputValue()).toBe('demo');
    expect(await field('密碼').inputValue()).toBe('secret1234');
    await screenshot(page, 'content', 'auth-register-taken-zh-Hant');
  });

  it('registers a new account and lands on the home page, signed in', async () => {
    await field('帳號').fill(account);
    await page.getByRole('button', { name: '註冊' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: '帳戶餘額' }).waitFor();
    expect(await page.getByRole('link', { name: '登入' }).count()).toBe(0);
  });

  it('logs out from the settings', async () => {
    await page.goto('/my/setting');
    await page.getByRole('button', { name: '登出' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '登出' }).click();
    await page.waitForURL(/\/auth\/login/);
  });

  it('refuses a wrong password beside the form, then lets the right one in', async () => {
    await page.goto('/auth/login');
    await field('帳號').fill(account);
    await field('密碼').fill('wrong-pass1');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[role="alert"]')?.textContent?.includes('錯誤'));
    expect((await alerts()).join()).toContain('錯誤');
    expect(await field('帳號').inputValue()).toBe(account);
    await screenshot(page, 'content', 'auth-login-wrong-zh-Hant');

    await page.getByRole('button', { name: '顯示密碼' }).click();
    expect(await field('密碼').getAttribute('type')).toBe('text');
    await field('密碼').fill('secret1234');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: '帳戶餘額' }).waitFor();
  });
});
