import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { MEMBER_RECORDS } from '../../contract/admin';
import { seedDemo } from '../../server/db/seed';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { createOperator } from '../../server/services/operators/operator-accounts';
import { LOCALE, PHONE, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { chooseConsoleLanguage } from './support/console-session';
import { postCall, registerViaApi } from './support/session';

/**
 * The console on a phone: an admin's whole menu stays on the screen (wrapping, never scrolling sideways out of
 * sight), each entry a 44 px touch target with the current page marked, and no page runs off the right edge,
 * in each language; at 1280×800 the menu stays one line.
 */
const env = useServerAndBrowser({ demo: false });
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Console!pass1';
const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en'] as const;

const post = <T>(path: string, body: unknown, headers?: Record<string, string>) =>
  postCall<T>(env.server.url, path, body, headers);

/** An admin signed in through the console's calls: the session the console keeps per tab (by default with a name as
 * long as an account may be: the header's widest). */
async function adminSession(account = 'phone_admin_longest1') {
  await createOperator(env.server.app.db, { account, password: PASSWORD, role: 'admin' }, COMMAND_ACTOR, new Date());
  const offer = await post<{ secret: string }>('/admin/api/signIn', { account, password: PASSWORD });
  const code = await generate({ secret: offer.secret });
  const done = await post<{ token: string }>('/admin/api/signIn', { account, password: PASSWORD, code });
  return { token: done.token, account, role: 'admin', passkeyNeeded: false };
}

/**
 * The menu's entries, those not fully on screen or too small to tap (44 px high), the one marked current, how many
 * rows they take, and how far the document scrolls sideways.
 */
function menuFaults(page: Page) {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav.nav a')];
    const width = document.documentElement.clientWidth;
    const faults = links.flatMap((link) => {
      const box = link.getBoundingClientRect();
      const name = link.textContent ?? '';
      return [
        ...(box.left < 0 || box.right > width + 0.5 ? [`${name} spans ${box.left}..${box.right} of ${width}`] : []),
        ...(box.height < 44 ? [`${name} is ${box.height} px high`] : []),
      ];
    });
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent);
    return {
      links: links.length,
      faults,
      current,
      rows: new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size,
      sideways: document.documentElement.scrollWidth - width,
    };
  });
}

it('at 375×812 every menu entry is on screen and no page scrolls sideways, in each language', async () => {
  // the demo's content, so the content page shows its table (demo off: the recharge below waits for review)
  await seedDemo(env.server.app.db, new Date());
  const member = await registerViaApi(env.server.url);
  const { token } = await post<{ token: string }>('/api/login', member);
  const recharge = await post<{ id: number }>(
    '/api/recharge',
    { method: 'bankcard', amount: '321' },
    { token, 'idempotency-key': crypto.randomUUID() },
  );
  const session = await adminSession();
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: PHONE, locale: LOCALE });
  await context.addInitScript((value) => sessionStorage.setItem('console-session', value), JSON.stringify(session));
  const page = await context.newPage();
  const pages = [
    ['/admin/dashboard', 'dashboard', '/admin/dashboard'],
    ['/admin/queue', 'queue', '/admin/queue'],
    [`/admin/queue/recharge/${recharge.id}`, 'queue-item', '/admin/queue'],
    ['/admin/content/notice', 'content', '/admin/content'],
    ['/admin/members', 'members', '/admin/members'],
    [`/admin/members/${member.account}`, 'member', '/admin/members'],
    ['/admin/config', 'config', '/admin/config'],
    ['/admin/audit', 'audit', '/admin/audit'],
    ['/admin/operators', 'operators', '/admin/operators'],
  ] as const;
  await page.goto('/admin/queue');
  for (const lang of LANGUAGES) {
    await chooseConsoleLanguage(page, lang);
    for (const [path, name, menuPath] of pages) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      const marked = await page.locator(`nav.nav a[href="${menuPath}"]`).innerText();
      // soft: one run lists every page and language the menu fails on
      expect
        .soft(await menuFaults(page), `${path} in ${lang}`)
        .toMatchObject({ links: 7, faults: [], current: [marked], sideways: 0 });
      await screenshot(page, 'menu32', `${name}-${lang}-375`);
      if (name === 'content') {
        // a news item's editor: its three languages and their previews as members see them
        await page.goto('/admin/content/news');
        await page.locator('.row-actions button').first().click();
        const editor = page.locator('form.editor');
        await editor.waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), lang).toBe(0);
        await screenshot(page, 'menu32', `content-editor-${lang}-375`);
        await editor.locator('.preview').scrollIntoViewIfNeeded();
        await screenshot(page, 'menu32', `content-preview-${lang}-375`);
      }
      if (name === 'member') {
        // the member's recharge, in the records' table
        await page.getByRole('tab').nth(MEMBER_RECORDS.indexOf('recharges')).click();
        await page.locator('[role="tablist"] + table').scrollIntoViewIfNeeded();
        await screenshot(page, 'menu32', `member-records-${lang}-375`);
      }
      if (name === 'audit') {
        // a change's before and after side by side, without scrolling the table to reach "after"
        const changes = page.locator('.audit-changes').first();
        await changes.scrollIntoViewIfNeeded();
        expect(await changes.evaluate((table) => table.scrollWidth - table.clientWidth), lang).toBe(0);
        await screenshot(page, 'menu32', `audit-changes-${lang}-375`);
      }
    }
  }

  // the desktop keeps its one-line menu beside the console's name
  await page.setViewportSize(DESKTOP);
  for (const lang of LANGUAGES) {
    await chooseConsoleLanguage(page, lang);
    await page.goto('/admin/audit');
    await page.locator('main h1').waitFor();
    await screenshot(page, 'menu32', `audit-${lang}-1280`);
    const menu = await menuFaults(page);
    expect(menu.rows, lang).toBe(1);
    expect(menu.sideways, lang).toBe(0);
  }
  await context.close();
}, 120_000);

it("at 375×812 the operator's things sit behind one button and a wide table shows that it scrolls", async () => {
  const member = await registerViaApi(env.server.url);
  const { token } = await post<{ token: string }>('/api/login', member);
  await post('/api/recharge', { method: 'bankcard', amount: '321' }, { token, 'idempotency-key': crypto.randomUUID() });
  const session = await adminSession('phone_admin_menu_lng');
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport: PHONE, locale: LOCALE });
  await context.addInitScript((value) => sessionStorage.setItem('console-session', value), JSON.stringify(session));
  const page = await context.newPage();
  await page.goto('/admin/audit');
  await page.locator('main h1').waitFor();
  const button = page.locator('header .account-button');
  const header = () => page.locator('header').evaluate((el) => Math.round(el.getBoundingClientRect().height));
  for (const lang of LANGUAGES) {
    await chooseConsoleLanguage(page, lang);
    // closed: the name on its button, nothing else of the menu in sight
    expect(await page.locator('header select').isVisible(), lang).toBe(false);
    const closedHeight = await header();
    console.log(`console header at 375 (${lang}): ${closedHeight} px of 812`);
    expect(closedHeight, lang).toBeLessThanOrEqual(216);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('#account-menu');
    // every item inside the screen, each a touch target
    const outside = await panel.evaluate((menu) =>
      [...menu.querySelectorAll<HTMLElement>('span, select, button')]
        .map((el) => ({ text: el.textContent ?? '', box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.left < 0 || box.right > innerWidth || box.bottom > innerHeight)
        .map(({ text }) => text),
    );
    expect(outside, lang).toEqual([]);
    const names = { 'zh-Hant': ['管理員', '登出'], 'zh-Hans': ['管理员', '退出登录'], en: ['Admin', 'Sign out'] }[lang];
    await panel.getByText(`${session.account} · ${names[0]}`).waitFor();
    await panel.getByRole('button', { name: names[1] }).waitFor();
    await screenshot(page, 'console-menu', `account-menu-${lang}-375`);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }

  // a member's deposits are wider than the phone: a shadow at the table's right edge until it is scrolled there
  await page.goto(`/admin/members/${member.account}`);
  await page.getByRole('tab').nth(MEMBER_RECORDS.indexOf('recharges')).click();
  const table = page.locator('[role="tablist"] + table');
  await table.locator('td.when').waitFor();
  const scroll = await table.evaluate((t) => ({ width: t.scrollWidth, box: t.clientWidth }));
  expect(scroll.width).toBeGreaterThan(scroll.box);
  // the scroll-shadow technique: white covers that scroll with the rows over shadows that stay at the box's edges
  const look = await table.evaluate((t) => {
    const { overflowX, backgroundImage, backgroundAttachment } = getComputedStyle(t);
    return { overflowX, shadows: backgroundImage.match(/radial-gradient/g)?.length ?? 0, backgroundAttachment };
  });
  expect(look).toMatchObject({ overflowX: 'auto', shadows: 2 });
  // the two covers scroll with the rows, the two shadows stay (then the colour's layer)
  expect(look.backgroundAttachment).toMatch(/^local, local, scroll, scroll\b/);
  await table.scrollIntoViewIfNeeded();
  await screenshot(page, 'console-menu', 'records-table-start-en-375');
  await table.evaluate((t) => (t.scrollLeft = t.scrollWidth));
  await screenshot(page, 'console-menu', 'records-table-end-en-375');
  await context.close();
}, 120_000);
