import type { Page } from 'playwright-core';
import { newPhonePage, screenshot, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi, type Credentials } from './support/session';

/** What a new member tripped over on a walk through the app (issue 16, part 3), each checked as they saw it. */
const env = useServerAndBrowser();
let page: Page;
let member: Credentials;

beforeAll(async () => {
  ({ page } = await newPhonePage(env.browser, env.server.url));
  member = await registerViaApi(env.server.url);
  await passVerification(page);
  await loginViaApi(page, env.server.url, member);
});

async function api(call: string, body: unknown, token: string) {
  const response = await fetch(`${env.server.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number };
}

describe('what a new member tripped over', () => {
  it('/my starts with its blue header: no grey strip above it', async () => {
    await page.goto('/my');
    const who = page.getByRole('link', { name: new RegExp(member.account) }).first();
    await who.waitFor();
    expect(await who.evaluate((link) => link.parentElement?.getBoundingClientRect().top)).toBe(0);
    await screenshot(page, 'walk', 'my');
  });

  it('the sixth digit of the trade password closes the keypad and leaves the submit button in view', async () => {
    const login = (await (
      await fetch(`${env.server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: member.account, password: member.password }),
      })
    ).json()) as { data: { token: string } };
    const t = login.data.token;
    expect((await api('addTradePassword', { password: member.password, tradePassword: '135790' }, t)).code).toBe(200);
    expect(
      (
        await api(
          'addCard',
          { kind: 'bank', bankName: '匯豐銀行', holder: '陳大文', number: '62170000123443', tradePassword: '135790' },
          t,
        )
      ).code,
    ).toBe(200);
    // /my reads the profile again: the trade password is now set
    await page.goto('/my');
    await page
      .getByRole('link', { name: new RegExp(member.account) })
      .first()
      .waitFor();
    await untilSettled(page);
    await page.goto('/my/withdraw/bankcard');
    await page.getByText('匯豐銀行').waitFor();
    await page.getByRole('button', { name: '交易密碼', exact: true }).click();
    const key = (digit: string) =>
      page
        .locator('.adm-number-keyboard-popup')
        .getByRole('button', { name: digit, exact: true })
        .filter({ visible: true })
        .last();
    for (const digit of '135790') await key(digit).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.adm-number-keyboard-popup')].every(
        (popup) => getComputedStyle(popup).display === 'none',
      ),
    );
    const submit = page.getByRole('button', { name: '確認出金' });
    const box = await submit.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 812).toBe(true);
    await screenshot(page, 'walk', 'withdraw-after-sixth-digit');
  });

  it('long English titles wrap instead of being cut', async () => {
    await page.goto('/my/setting');
    await page.getByText('English', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    for (const [route, title] of [
      ['/my/withdraw/hkbankcard', 'Withdraw to Hong Kong bank card'],
      ['/my/deposit/hkbankcard', 'Deposit by Hong Kong bank card'],
      ['/my/usercenter/paycard/hkbank', 'Add Hong Kong bank card'],
    ] as const) {
      await page.goto(route);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      const clipped = await heading.evaluate((h) => h.scrollWidth > h.clientWidth || h.scrollHeight > h.clientHeight);
      expect(clipped, `${route} title is cut`).toBe(false);
      await screenshot(page, 'walk', `title${route.replaceAll('/', '-')}-en`);
    }
  });
});
