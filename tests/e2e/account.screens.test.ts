import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../server/start';
import { launchBrowser, newPhonePage, openScreen } from './support/browser';
import { memberWithHistory, type MemberWithHistory } from './support/member-history';
import { serverClock, startTestServer } from './support/server';
import { passVerification, postCall } from './support/session';
import { shot } from './money.support';

// The money screens with real data from the server (every screen in every language: routes.sweep).
let server: RunningServer;
const clock = serverClock();
let browser: Browser;
let page: Page;
let errors: string[];
let member: MemberWithHistory;

async function show(path: string): Promise<string> {
  await openScreen(page, path);
  return page.locator('main').innerText();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ distDir: process.env.E2E_DIST_DIR, clock }),
    launchBrowser(),
  ]);
  ({ page, errors } = await newPhonePage(browser, server.url));
  await passVerification(page);
  member = await memberWithHistory(server, page, clock);
});
afterAll(async () => {
  expect(errors).toEqual([]);
  await browser?.close();
  await server?.close();
});

describe('the money screens at 375×812', () => {
  it('shows the records with the server’s figures and statuses', async () => {
    expect(await show('/my/withdrawrecord')).toContain('-300.00');
    expect(await show(`/my/rechargerecord/detail?key=${member.keys.recharge}`)).toContain('HK-778');
    const trade = await show(`/my/traderecord/detail?key=${member.keys.order}`);
    expect(trade).toContain('50.00');
    expect(trade).toContain('看漲');
    expect(await show(`/my/terminalrecord/detail?key=${member.keys.term}`)).toContain('持有中');
    const card = await show('/my/usercenter/paycard/hkcard');
    expect(card).toContain('**** 6789');
    expect(card).not.toContain('024123456789');
  });

  it('adds a Hong Kong bank card on the spot from the withdrawal form, and chooses it', async () => {
    await show('/my/withdraw/hkbankcard');
    await page.getByText('新增香港銀行卡').click();
    const sheet = page.locator('.adm-popup-body');
    await sheet.locator('input[aria-label="銀行名稱"]').fill('東亞銀行');
    await sheet.locator('input[aria-label="持卡人"]').fill('李小華');
    await sheet.locator('input[aria-label="卡號"]').fill('015 123 456 7890');
    await shot(page, 'withdraw-add-card-sheet');
    await sheet.getByRole('button', { name: '儲存銀行卡' }).click();
    const added = page.locator('.adm-check-list-item-active').filter({ hasText: '東亞銀行' });
    await added.waitFor();
    expect(await added.innerText()).toContain('**** 7890');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.adm-popup')].every(
        (popup) => getComputedStyle(popup).display === 'none',
      ),
    );
    await shot(page, 'withdraw-card-added');
  });

  it('refuses a wrong avatar type with a clear message, then uploads a PNG with a preview', async () => {
    await show('/my/usercenter/baseinfo');
    const chooser = page.locator('input[type="file"]');
    await chooser.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    expect(await page.getByRole('alert').innerText()).toBe('只能上傳 PNG、JPEG 或 WebP 圖片');
    await shot(page, 'avatar-wrong-type');
    // a 1×1 PNG
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    expect(await page.getByAltText('頭像').first().getAttribute('src')).toMatch(/^blob:/);
    await shot(page, 'avatar-preview');
    await page.getByRole('button', { name: '上傳頭像' }).click();
    await page.getByText('頭像已更新').waitFor();
    const info = await postCall<{ avatar: string }>(server.url, '/api/userInfo', {}, { token: member.token });
    expect(info.avatar).not.toBe('');
    await show('/my');
    expect(await page.locator('header').getByAltText('頭像').getAttribute('src')).toContain(info.avatar);
    await shot(page, 'my-with-avatar');
  });
});
