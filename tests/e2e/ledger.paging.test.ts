import type { Page } from 'playwright-core';
import { moveMoney } from '../../server/services/ledger';
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

/** The ledger's rows on screen: each bill's id, from its detail link. */
const shownIds = (page: Page) =>
  page
    .locator('a[href^="/my/ledgerrecord/detail"]')
    .evaluateAll((links) =>
      links.map((link) => Number(new URL((link as HTMLAnchorElement).href).searchParams.get('id'))),
    );

/** Scrolls to the list's end until `count` rows are on screen (infinite scroll loads a page each time). */
async function scrollTo(page: Page, count: number) {
  for (let tries = 0; tries < 20 && (await shownIds(page)).length < count; tries++) {
    await page.locator('.adm-infinite-scroll').scrollIntoViewIfNeeded();
    await page.waitForTimeout(150); // the next page's request, then its rows
  }
  await untilSettled(page);
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
  await scrollTo(page, 100);
  const before = await shownIds(page);
  expect(before).toHaveLength(100);

  // a bill arrives: the stream names the ledger, which reads its hundred rows again from the top
  await bill(id, 99_900);
  await page.waitForFunction(() => document.body.textContent?.includes('999.00'));
  await untilSettled(page);
  const after = await shownIds(page);
  expect(after).toHaveLength(100);
  expect(after.slice(1)).toEqual(before.slice(0, 99));

  // focus again (back from another app): the pages stay
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await untilSettled(page);
  expect(await shownIds(page)).toHaveLength(100);

  await scrollTo(page, 111);
  const all = await shownIds(page);
  expect(all).toHaveLength(111);
  expect(new Set(all).size).toBe(111);
  expect(all).toEqual([...all].sort((a, b) => b - a));
  await page.getByText('沒有更多了').waitFor();

  for (const language of ['zh-Hant', 'zh-Hans', 'en']) {
    await useAppLanguage(page, language);
    await untilSettled(page);
    await scrollTo(page, 60);
    await page.locator('a[href^="/my/ledgerrecord/detail"]').nth(55).scrollIntoViewIfNeeded();
    await screenshot(page, 'ledger', `ledger-page3-${language}`);
  }
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
