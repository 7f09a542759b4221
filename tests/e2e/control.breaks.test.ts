import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ORDER_CUTOFF_SECONDS } from '../../contract/trade';
import { moveMoney } from '../../server/services/money/ledger';
import { navigateInApp, newPhonePage, screenshot, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import {
  loginViaApi,
  passVerification,
  postCall,
  readAppEntry,
  registerViaApi,
  useAppLanguage,
} from './support/session';

const env = useServerAndBrowser();
const MINUTE = 60_000;
const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const WORDS = {
  'zh-Hant': {
    elapsed: /您已登入 1 小時 0 分鐘/,
    later: /您已登入 2 小時 0 分鐘/,
    net: /下單 1 筆，淨收益 -10\.00/,
    continue: '繼續',
    start: '開始暫停期',
    confirm: '確定開始',
    banner: /您正在暫停期內，至 .+：期間不能下單、入金或轉入定期，仍可出金。/,
    refused: /您正在暫停期內/,
  },
  'zh-Hans': {
    elapsed: /您已登录 1 小时 0 分钟/,
    later: /您已登录 2 小时 0 分钟/,
    net: /下单 1 笔，净收益 -10\.00/,
    continue: '继续',
    start: '开始暂停期',
    confirm: '确定开始',
    banner: /您正在暂停期内，至 .+：期间不能下单、入金或转入定期，仍可出金。/,
    refused: /您正在暂停期内/,
  },
  en: {
    elapsed: /signed in for 1 h 0 min/,
    later: /signed in for 2 h 0 min/,
    net: /Orders placed in this time: 1\. Net result: -10\.00/,
    continue: 'Continue',
    start: 'Start time-out',
    confirm: 'Start',
    banner:
      /You’re on a time-out until .+: no orders, deposits or fixed-term deposits until then\. Withdrawals still work\./,
    refused: /You’re on a time-out/,
  },
} as const;

/** A new member, signed in on `page` in `language`, with 100.00 to trade. */
async function member(page: Page, language: Language) {
  const credentials = await registerViaApi(env.server.url);
  const token = await loginViaApi(page, env.server.url, credentials);
  await useAppLanguage(page, language);
  const me = await postCall<{ id: number }>(env.server.url, '/api/userInfo', {}, { token });
  await env.server.app.db.transaction((tx) =>
    moveMoney(tx, me.id, { balance: 100_00, kind: 'adjust', refType: 'test', refId: null }, new Date(env.clock.now())),
  );
  return { token, id: me.id };
}

/**
 * Waits until the reality check has started this member's session clock (its code loads after the first screen,
 * with the break banner's): an hour on the page's clock counts from there.
 */
async function untilSessionClockStarted(page: Page, memberId: number) {
  await expect.poll(() => readAppEntry(page, `realitySession:${memberId}`), { timeout: 15_000 }).toBeTruthy();
}

/** An order in room 2, with its period's cut-off still ahead (else the server's clock moves on to the next). */
async function placeOrder(token: string, headers: Record<string, string> = {}) {
  const period = async () =>
    (
      await postCall<{ period: { issueNo: string; closeAt: string } }>(
        env.server.url,
        '/api/room',
        { id: 2 },
        { token },
      )
    ).period;
  const first = await period();
  let { issueNo } = first;
  if (Date.parse(first.closeAt) - env.clock.now() < (ORDER_CUTOFF_SECONDS + 5) * 1000) {
    env.clock.advance(Date.parse(first.closeAt) - env.clock.now() + 1000);
    ({ issueNo } = await period());
  }
  const body = { roomId: 2, issueNo, direction: 'up', amount: '10' };
  return fetch(`${env.server.url}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'idempotency-key': randomUUID(), ...headers },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ code: number; msg: string }>);
}

/**
 * An hour on the page's clock crosses into the next hour, whose puzzle the member's next screen asks for first
 * (the gate checks the hour on each navigation): the check waits for the screen they come back to, not over the
 * puzzle.
 */
async function passTheNewHoursPuzzle(page: Page) {
  await navigateInApp(page, '/home');
  await page.waitForURL(/\/verify/);
  await untilSettled(page);
  expect(await page.getByTestId('reality-check').count()).toBe(0);
  await passVerification(page);
  await page.goto('/');
}

describe('reality checks', () => {
  it('come at the interval on the page’s clock, with the session’s time and net result, and count on through a reload', async () => {
    const { page, errors } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    for (const language of LANGUAGES) {
      const words = WORDS[language];
      const { token, id } = await member(page, language);
      expect((await placeOrder(token)).code).toBe(200);
      await page.goto('/');
      await untilSessionClockStarted(page, id);
      if (language === LANGUAGES[0]) {
        // home's announcement, once a tab session, is a modal in front of everything: read and closed first
        await page.locator('dialog[open] button').click();
      }
      const check = page.getByTestId('reality-check');
      // the default interval: 60 minutes of this session
      await page.clock.fastForward(59 * MINUTE);
      await untilSettled(page);
      expect(await check.count()).toBe(0);
      await page.clock.fastForward(MINUTE);
      await passTheNewHoursPuzzle(page);
      await expect.poll(() => check.textContent(), { timeout: 15_000 }).toMatch(words.elapsed);
      expect(await check.textContent()).toMatch(words.net);
      await untilSettled(page);
      await screenshot(page, 'control', `reality-check-${language}`);
      await page.getByRole('button', { name: words.continue }).click();
      await expect.poll(() => check.count()).toBe(0);

      if (language === 'en') {
        // a reload keeps the session's count: the next check an interval after the last, two hours in
        await page.reload();
        await page.clock.fastForward(59 * MINUTE);
        await untilSettled(page);
        expect(await check.count()).toBe(0);
        await page.clock.fastForward(MINUTE);
        await passTheNewHoursPuzzle(page);
        await expect.poll(() => check.textContent(), { timeout: 15_000 }).toMatch(words.later);
      }
    }
    expect(errors).toEqual([]);
  });
});

describe('a time-out', () => {
  it('taken in one tab shows at once in another, whose home drops its marketing, in three languages', async () => {
    const { context, page, errors } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    for (const language of LANGUAGES) {
      const words = WORDS[language];
      const { token } = await member(page, language);
      const other = await context.newPage();
      await other.goto('/');
      await expect.poll(() => other.getByTestId('carousel-track').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await other.getByTestId('break-banner').count()).toBe(0);

      await page.goto('/my/breaks');
      const start = page.getByRole('button', { name: words.start });
      await start.waitFor();
      await untilSettled(page);
      await screenshot(page, 'control', `breaks-choice-${language}`);
      await start.click();
      await page.getByRole('button', { name: words.confirm, exact: true }).click();
      await page.getByTestId('break-status').waitFor();
      await untilSettled(page);
      await screenshot(page, 'control', `breaks-status-${language}`);

      // the other tab hears it on the event stream: no reload
      await expect
        .poll(() => other.getByTestId('break-banner').textContent(), { timeout: 15_000 })
        .toMatch(words.banner);
      await expect.poll(() => other.getByTestId('carousel-track').count()).toBe(0);
      await untilSettled(other);
      await screenshot(other, 'control', `breaks-home-${language}`);
      const refused = await placeOrder(token, { 'accept-language': language });
      expect(refused.code).toBe(403);
      expect(refused.msg).toMatch(words.refused);
      await other.close();
    }
    expect(errors).toEqual([]);
  });
});
