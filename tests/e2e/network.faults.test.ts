import type { Page } from 'playwright-core';
import { startFaultProxy, type FaultProxy } from '../../scripts/fault-proxy';
import enErrors from '../../src/lib/i18n/locales/en/errors.json';
import hantErrors from '../../src/lib/i18n/locales/zh-Hant/errors.json';
import { input, visit } from './money.support';
import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

const env = useServerAndBrowser();
let proxy: FaultProxy;
let page: Page;
let token: string;
const toasts: string[] = [];
beforeAll(async () => {
  proxy = await startFaultProxy(env.server.url);
  ({ page } = await newPhonePage(env.browser, proxy.url));
  await passVerification(page);
  token = await loginViaApi(page, proxy.url, await registerViaApi(proxy.url));
  // every toast the page shows, however briefly
  await page.exposeFunction('toastShown', (text: string) => toasts.push(text));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && node.querySelector('.adm-toast-main'))
            (window as unknown as { toastShown: (text: string) => void }).toastShown(node.innerText);
    }).observe(document, { childList: true, subtree: true });
  });
});
beforeEach(() => {
  proxy.set('pass');
  toasts.length = 0;
});
afterAll(() => proxy.close());

/** A call straight to the server, past the proxy. */
const api = async (call: string, body: object) => {
  const response = await fetch(`${env.server.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
  if (envelope.code !== 200) throw new Error(`${call}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
};
const call = (name: string) => (path: string) => path === `/api/${name}`;
const rooms = () => page.getByRole('link', { name: /BTC\/USDT/ }).first();

describe('reads on a flaky network', () => {
  it('a burst of 503s: the rooms come once the server is back, with no error and no toast', async () => {
    proxy.set('unavailable', { match: call('rooms'), times: 2 });
    await page.goto('/trade');
    await rooms().waitFor();
    expect(proxy.faults()).toBe(2);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('connections reset (offline for a moment): the quotes come by themselves, with no error and no toast', async () => {
    proxy.set('offline', { match: call('markets'), times: 2 });
    await page.goto('/market');
    await page.getByText('BTC/USDT').first().waitFor();
    expect(proxy.faults()).toBe(2);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('every answer 3 s late: the page says the connection is slow, then shows the rooms and stops saying it', async () => {
    await page.goto('/my');
    // slow is over SLOW_REQUEST_MS (2 s): a little over it would show the notice for an instant
    proxy.set('delay', { ms: 3000, match: (path) => path.startsWith('/api/') });
    await page.goto('/trade');
    const notice = page.getByRole('status').getByText(hantErrors.slow);
    await notice.waitFor();
    await screenshot(page, 'network', 'slow-trade');
    await rooms().waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(toasts).toEqual([]);
  });

  it('filters changed quickly: the last filter’s rows stay, whatever arrives late', async () => {
    await api('recharge', { method: 'bankcard', amount: '50.00', reference: 'filters' });
    await visit(page, '/my/rechargerecord', '入金記錄');
    await page.getByTestId('record-amount').first().waitFor();
    proxy.set('delay', { ms: 2500, match: (path, body) => path === '/api/recharges' && body.includes('approved') });
    await page.getByRole('button', { name: '已通過' }).click();
    await page.getByRole('button', { name: '已拒絕' }).click();
    await page.getByText('暫無記錄').waitFor();
    await proxy.idle();
    expect(await page.getByText('暫無記錄').isVisible()).toBe(true);
    expect(await page.getByTestId('record-amount').count()).toBe(0);
  });
});

describe('a money call whose answer is lost', () => {
  it('says so, and sending again moves the money once', async () => {
    const before = (await api('balance', {})) as { balance: string };
    await visit(page, '/my/deposit/bankcard', '銀行卡入金');
    await input(page, '入金金額').fill('300');
    proxy.set('lose', { match: call('recharge'), times: 1 });
    await page.getByRole('button', { name: '提交入金' }).click();
    await page.getByRole('alert').getByText(hantErrors.answerLost).waitFor();
    expect(proxy.faults()).toBe(1);
    await screenshot(page, 'network', 'answer-lost');

    await page.getByRole('button', { name: '提交入金' }).click();
    await page.getByText('入金成功').waitFor();
    const recharges = (await api('recharges', { pageSize: 100 })) as { data: { amount: string }[] };
    expect(recharges.data.filter((recharge) => recharge.amount === '300.00')).toHaveLength(1);
    const after = (await api('balance', {})) as { balance: string };
    expect(Number(after.balance) - Number(before.balance)).toBe(300);
  });

  it('says so in English too', async () => {
    await page.goto('/my/setting');
    await page.getByText('English', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    try {
      await page.goto('/my/deposit/bankcard');
      await page.locator('input').first().fill('20');
      proxy.set('lose', { match: call('recharge'), times: 1 });
      await page.getByRole('button', { name: 'Submit deposit' }).click();
      await page.getByRole('alert').getByText(enErrors.answerLost).waitFor();
      await screenshot(page, 'network', 'answer-lost-en');
    } finally {
      proxy.set('pass');
      await page.goto('/my/setting');
      await page.getByText('繁體中文', { exact: true }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
    }
  });
});
