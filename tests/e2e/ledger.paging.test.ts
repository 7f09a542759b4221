import type { Page } from 'playwright-core';
import { moveMoney } from '../../server/services/money/ledger';
import { newPhonePage, screenshot, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi, useAppLanguage } from './support/session';

/**
 * The ledger pages by keyset in the built app: a member scrolls several pages, a bill arrives meanwhile (the
 * event stream says so), the page comes back into focus, and the member scrolls on to the end: every bill
 * once, newest first, none lost, and the loaded pages stay loaded.
 */
const env = useServerAndBrowser();

/** Moves `cents` into the member's balance: one bill. */
const bill = (memberId: number, cents: number) =>
  env.server.app.db.transaction((tx) =>
    moveMoney(tx, memberId, { balance: cents, kind: 'adjust', refType: 'test', refId: null }, new Date()),
  );

/** A ledger row: each bill's detail link. */
const ROW = 'a[href^="/my/ledgerrecord/detail"]';
/** The ledger's rows on screen: each bill's id, from its detail link's opaque key (decoded as the server does). */
const shownIds = (page: Page, memberId: number) =>
  page
    .locator(ROW)
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('key')))
    .then((keys) => keys.map((key) => env.server.app.recordKeys.decode('bill', memberId, key ?? '') ?? -1));

/**
 * Scrolls until at least `count` rows are on screen: the last row into view brings the infinite scroll's sentinel
 * within its reach; each step waits for the page's request, its rows, and nothing more in flight. The infinite
 * scroll may load a page ahead (it looks at its sentinel again before the rows it loaded render), so a step can
 * bring two pages.
 */
async function scrollTo(page: Page, memberId: number, count: number) {
  for (
    let shown = (await shownIds(page, memberId)).length;
    shown < count;
    shown = (await shownIds(page, memberId)).length
  ) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/bills'));
    await page
      .locator(ROW)
      .last()
      .evaluate((row) => row.scrollIntoView({ block: 'end' }));
    await answered;
    await page.waitForFunction(([row, before]) => document.querySelectorAll(row).length > before, [
      ROW,
      shown,
    ] as const);
    await untilSettled(page);
  }
}

it('a bill that arrives five pages down neither repeats a row nor hides one, and a refetch keeps the pages', async () => {
  const { context, page, errors } = await newPhonePage(env.browser, env.server.url);
  await passVerification(page);
  const credentials = await registerViaApi(env.server.url);
  const token = await loginViaApi(page, env.server.url, credentials);
  const profile = await fetch(`${env.server.url}/api/userInfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: '{}',
  });
  const { id } = ((await profile.json()) as { data: { id: number } }).data;
  for (let i = 1; i <= 110; i++) await bill(id, i * 100);

  const streamOpened = page.waitForResponse((r) => r.url().includes('/api/stream'));
  await page.goto('/my/ledgerrecord');
  await untilSettled(page);
  await streamOpened;
  await scrollTo(page, id, 100);
  const before = await shownIds(page, id);
  expect(before.length).toBeGreaterThanOrEqual(100);
  expect(before).not.toContain(-1); // every row's key names one of the member's bills
  expect(new Set(before).size).toBe(before.length);
  expect(before).toEqual([...before].sort((a, b) => b - a));

  // a bill arrives: the stream names the ledger, which reads its hundred rows again from the top
  await bill(id, 99_900);
  await page.waitForFunction(() => document.body.textContent?.includes('999.00'));
  await untilSettled(page);
  // as many rows as were loaded, the new bill first, then every one before it in its place
  const after = await shownIds(page, id);
  expect(after).toHaveLength(before.length);
  expect(after[0]).toBeGreaterThan(before[0]!);
  expect(after.slice(1)).toEqual(before.slice(0, -1));

  // focus again (back from another app): the pages stay
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await untilSettled(page);
  expect(await shownIds(page, id)).toEqual(after);

  await scrollTo(page, id, 111);
  const all = await shownIds(page, id);
  expect(all).toHaveLength(111);
  expect(new Set(all).size).toBe(111);
  expect(all).toEqual([...all].sort((a, b) => b - a));
  await page.getByText('沒有更多了').waitFor();

  for (const language of ['zh-Hant', 'zh-Hans', 'en']) {
    await useAppLanguage(page, language);
    await untilSettled(page);
    await scrollTo(page, id, 60);
    await page.locator('a[href^="/my/ledgerrecord/detail"]').nth(55).scrollIntoViewIfNeeded();
    await screenshot(page, 'ledger', `ledger-page3-${language}`);
  }
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
