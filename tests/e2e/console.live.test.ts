import type { Page } from 'playwright-core';
import { PHONE, screenshot } from './support/browser';
import { chooseConsoleLanguage, consoleTab, operatorSession } from './support/console-session';
import { useServerAndBrowser } from './support/setup';
import { postCall, registerViaApi } from './support/session';

/**
 * The console follows its event stream (GET /admin/api/stream): a recharge a member submits appears in an
 * open review queue, one operator's approval leaves another's open queue, and an open member page shows the
 * member's new balance and a time-out they take, each without a reload and with one read of what the event named.
 */
const env = useServerAndBrowser({ demo: false });
const DESKTOP = { width: 1280, height: 800 };

const post = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
  postCall<T>(env.server.url, path, body, headers);

const unreloaded = (page: Page) => page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded);

it("a member's recharge appears in open queues, and one operator's approval leaves the other's, without a reload", async () => {
  const member = await registerViaApi(env.server.url);
  const { token: memberToken } = await post<{ token: string }>('/api/login', member);
  const a = await consoleTab(env, await operatorSession(env.server, 'admin'), '/admin/queue');
  const bSession = await operatorSession(env.server, 'reviewer');
  const b = await consoleTab(env, bSession, '/admin/queue');
  const memberPage = await consoleTab(env, bSession, `/admin/members/${member.account}`);
  for (const tab of [a, b]) await tab.page.getByText('沒有待審核的項目').first().waitFor();
  await memberPage.page.getByRole('heading', { level: 1, name: member.account }).waitFor();
  // the page's cards read after its heading shows: counting starts once each has asked (a loaded machine is late)
  const cards = ['memberBreaks', 'memberLimits', 'memberStatements'];
  await expect.poll(() => cards.filter((call) => memberPage.calls.includes(call))).toEqual(cards);
  for (const tab of [a, b, memberPage]) tab.calls.length = 0;

  const { id } = await post<{ id: number }>(
    '/api/recharge',
    { method: 'bankcard', amount: '321' },
    { token: memberToken, 'idempotency-key': crypto.randomUUID() },
  );
  const row = (page: Page) => page.getByRole('link', { name: `#${id}`, exact: true });
  await row(a.page).waitFor({ timeout: 5000 });
  await row(b.page).waitFor({ timeout: 5000 });
  // read once, because the event named it (with the status line's oldest wait)
  await b.page.locator('.status-line').getByText('最早待審核', { exact: false }).waitFor();
  expect(a.calls.sort()).toEqual(['queue', 'status']);
  expect(b.calls.sort()).toEqual(['queue', 'status']);
  await screenshot(b.page, 'console-live', 'queue-new-recharge-zh-Hant-1280');
  // the queue with the new recharge, in three languages at both widths (each asks the queue in its language)
  for (const viewport of [DESKTOP, PHONE]) {
    await b.page.setViewportSize(viewport);
    for (const lang of ['zh-Hant', 'zh-Hans', 'en']) {
      await chooseConsoleLanguage(b.page, lang);
      await row(b.page).waitFor();
      await screenshot(b.page, 'console-live', `queue-${lang}-${viewport.width}`);
    }
  }

  b.calls.length = 0;
  await row(a.page).click();
  await a.page.getByRole('button', { name: '通過' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: '通過' }).click();
  await a.page.getByRole('status').filter({ hasText: '已通過' }).waitFor();
  await row(b.page).waitFor({ state: 'detached', timeout: 5000 });
  await b.page.locator('.status-line').getByText('Nothing waits for review').waitFor();
  expect(b.calls.sort()).toEqual(['queue', 'status']);
  expect(await unreloaded(b.page)).toBe(true);

  // the member page open meanwhile shows the balance the approval credited
  await memberPage.page.locator('.card').getByText('321.00').first().waitFor({ timeout: 5000 });
  expect(await unreloaded(memberPage.page)).toBe(true);
  // what the events named (the status line shows on every page): nothing else was read
  expect(memberPage.calls.filter((call) => !['member', 'memberRecords', 'status'].includes(call))).toEqual([]);

  // a time-out the member takes shows on their open page, read once
  const breaks = memberPage.page.getByTestId('member-breaks');
  await breaks.getByText('沒有暫停或自我排除記錄。').waitFor();
  memberPage.calls.length = 0;
  await post('/api/takeBreak', { kind: 'timeout', length: '1d' }, { token: memberToken });
  // the card's title says 暫停期 too: what shows the new time-out is its state
  await breaks.getByText('生效中').first().waitFor({ timeout: 10_000 });
  expect(await breaks.innerText()).not.toContain('沒有暫停或自我排除記錄。');
  expect(memberPage.calls).toEqual(['memberBreaks']);
  expect(await unreloaded(memberPage.page)).toBe(true);
}, 120_000);

it('an editor, whose role sees neither the queue nor members, holds no console stream', async () => {
  const editor = await operatorSession(env.server, 'editor');
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: DESKTOP });
  await context.addInitScript((value) => sessionStorage.setItem('console-session', value), JSON.stringify(editor));
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('request', (request) => request.url().includes('/admin/api/stream') && streams.push(request.url()));
  // the stream would start with the console, before its page's first read has answered
  const read = page.waitForResponse((r) => /\/admin\/api\/(?!stream)/.test(r.url()));
  await page.goto('/admin/content');
  await read;
  expect(streams).toEqual([]);
  await context.close();
}, 60_000);
