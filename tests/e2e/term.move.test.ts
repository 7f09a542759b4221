import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { signInPastLoading } from './support/session';

const DEMO = { account: 'demo', password: 'demo1234' };
const env = useServerAndBrowser();

describe('fixed-term deposit', () => {
  it('moves an amount in with the interest shown first, and out early with no interest', async () => {
    const { page, errors } = await newPhonePage(env.browser, env.server.url);
    const token = await signInPastLoading(page, env.server.url, DEMO);

    await page.goto('/deposit');
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('10,000.00');
    await page.getByTestId('term-product').filter({ hasText: '7 天穩健存' }).getByRole('button').first().click();
    await page.getByRole('textbox').fill('150');
    // 150.00 × 2 % × 7 / 365 = 0.0575… → 0.06
    expect(await page.getByTestId('interest-preview').textContent()).toBe('7 天到期利息 0.06，本息合計 150.06');
    await screenshot(page, 'markets', 'e2e-term-move-in');
    await page.getByRole('button', { name: '確認轉入' }).click();
    const sheet = page.getByTestId('money-confirm');
    await sheet.waitFor();
    expect(await sheet.innerText()).toContain('提前轉出不計利息');
    await page.getByRole('dialog').getByRole('button', { name: '確認轉入' }).click();

    await page.waitForURL(/\/deposit\/totalbalance$/);
    const position = page.getByTestId('term-position').first();
    await expect.poll(() => position.getAttribute('data-status')).toBe('active');
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('9,850.00');
    await expect.poll(() => page.getByTestId('term-balance').textContent()).toBe('150.00');
    expect(await page.getByTestId('maturity-countdown').textContent()).toMatch(/^距到期 [67] 天/);

    await position.getByRole('button', { name: '轉出' }).click();
    await page.getByText('尚未到期！提前轉出不計任何利息，只退回本金 150.00，到期利息 0.06 將全部放棄。').waitFor();
    await screenshot(page, 'markets', 'e2e-term-move-out-warning');
    await page.getByRole('button', { name: '仍要轉出' }).click();

    await expect.poll(() => page.getByTestId('term-position').first().getAttribute('data-status')).toBe('redeemed');
    await expect.poll(() => page.getByTestId('available-balance').textContent()).toBe('10,000.00');
    await expect.poll(() => page.getByTestId('term-balance').textContent()).toBe('0.00');

    const records = await fetch(`${env.server.url}/api/moveRecords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: '{}',
    }).then((r) => r.json() as Promise<{ data: { data: { direction: string; amount: string; interest: string }[] } }>);
    expect(records.data.data.map((r) => [r.direction, r.amount, r.interest]).sort()).toEqual([
      ['in', '150.00', '0.00'],
      ['out', '150.00', '0.00'],
    ]);

    await page.goto('/my/terminalrecord');
    await page.getByText('7 天穩健存').first().waitFor();
    await screenshot(page, 'markets', 'e2e-terminalrecord');
    expect(errors).toEqual([]);
  });
});
