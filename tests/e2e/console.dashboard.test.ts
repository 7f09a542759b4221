import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { PHONE, screenshot } from './support/browser';
import { chooseConsoleLanguage, consoleTab, operatorSession } from './support/console-session';
import { useServerAndBrowser } from './support/setup';
import { postCall, registerViaApi } from './support/session';

/**
 * The console's first page: the day's figures move on screen, without a reload, when a member's recharge is
 * approved and when a member places an order; the page reads in three languages at 1280 and 375 wide.
 */
const env = useServerAndBrowser({ demo: false });

const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  postCall<T>(env.server.url, path, body, headers);
const figure = (page: Page, id: string) => page.getByTestId(id).locator('.figure-value');

/** An order on the room's open period; at the period's cut-off, the server's clock moves on to the next one. */
async function placeOrder(token: string, amount: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const room = await post<{ period: { issueNo: string; closeAt: number } }>('/api/room', { id: 1 }, { token });
    const response = await fetch(`${env.server.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ roomId: 1, issueNo: room.period.issueNo, direction: 'up', amount }),
    });
    const envelope = (await response.json()) as { code: number; msg: string };
    if (envelope.code === 200) return;
    env.clock.advance(6000);
  }
  throw new Error('no order went in');
}

it('shows the day’s figures in the operators’ time zone and moves them after a recharge and an order', async () => {
  const session = await operatorSession(env.server, 'admin');
  const { page, calls } = await consoleTab(env, session, '/admin');
  // the console opens on its dashboard
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.getByRole('heading', { level: 1, name: '營運概況' }).waitFor();
  expect(await page.locator('.nav a').first().innerText()).toBe('概況');
  expect(await page.locator('.zone-line').innerText()).toMatch(
    /^時區：Asia\/Taipei（GMT\+08:00），\d{4}\/\d\d\/\d\d 00:00 至/,
  );
  await expect.poll(() => figure(page, 'rechargeSum').innerText()).toBe('0.00');
  await screenshot(page, 'dashboard', 'empty-zh-Hant-1280');

  const member = await registerViaApi(env.server.url);
  const { token } = await post<{ token: string }>('/api/login', member);
  const recharge = await post<{ id: number }>(
    '/api/recharge',
    { method: 'bankcard', amount: '12345.67' },
    { token, 'idempotency-key': crypto.randomUUID() },
  );
  // the queue's card counts it at once (the recharge's event)
  await expect.poll(() => figure(page, 'queue').innerText(), { timeout: 5000 }).toBe('1');
  calls.length = 0;
  await post(
    '/admin/api/review',
    { kind: 'recharge', id: recharge.id, decision: 'approve' },
    { authorization: `Bearer ${session.token}` },
  );
  await expect.poll(() => figure(page, 'rechargeSum').innerText(), { timeout: 5000 }).toBe('12,345.67');
  expect(await page.getByTestId('rechargeSum').locator('.figure-note').innerText()).toBe('1 筆');
  // one read for the approval's events (the balance and the recharge's status)
  expect(calls.filter((c) => c === 'dashboard')).toHaveLength(1);

  await placeOrder(token, '250');
  await expect.poll(() => figure(page, 'stakeSum').innerText(), { timeout: 5000 }).toBe('250.00');
  await expect.poll(() => figure(page, 'traders').innerText()).toBe('1');
  await page.getByTestId('exposure').locator('tbody tr').first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);

  // every language at both widths: nothing sideways on a phone, no other language's words
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(viewport);
    for (const [lang, title] of [
      ['zh-Hant', '營運概況'],
      ['zh-Hans', '运营概况'],
      ['en', 'Overview'],
    ] as const) {
      await chooseConsoleLanguage(page, lang);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => figure(page, 'stakeSum').innerText()).toBe('250.00');
      // the house's result is a signed amount: red when positive in Chinese, green in English, as in the member app
      const resultColour = await figure(page, 'houseResult').evaluate((el) => getComputedStyle(el).color);
      expect(resultColour).toBe(lang === 'en' ? 'rgb(27, 127, 59)' : 'rgb(198, 40, 40)');
      const text = await page.locator('main').innerText();
      if (lang === 'en') expect(text.match(/\p{Script=Han}/gu), 'Chinese in English').toBeNull();
      else expect(text).not.toMatch(/\b(Today|Stakes|Deposits|Overview)\b/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, 'dashboard', `today-${lang}-${viewport.width}`);
    }
  }
  // a week: one point a day, today's the last
  await page.getByRole('tab', { name: 'Last 7 days' }).click();
  await expect.poll(() => page.locator('.zone-line').innerText()).toMatch(/Asia\/Taipei/);
  await expect.poll(() => figure(page, 'rechargeSum').innerText()).toBe('12,345.67');
  await screenshot(page, 'dashboard', 'week-en-375');

  // the week's deposits as a CSV file, as the accountant opens it
  const form = page.getByTestId('export');
  await form.locator('select[name="kind"]').selectOption('recharges');
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^recharges-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFid,time,account,method,amount,status')).toBe(true);
  const rows = csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(0, 6)).toMatchObject([
    String(recharge.id),
    expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    member.account,
    'bankcard',
    '12345.67',
    'approved',
  ]);
  await form.getByRole('status').filter({ hasText: 'Downloaded recharges-' }).waitFor();
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'dashboard', 'export-en-375');
}, 120_000);
