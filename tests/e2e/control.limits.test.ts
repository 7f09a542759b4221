import type { Language } from '../../contract/messages';
import { input } from './money.support';
import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi, useAppLanguage } from './support/session';

const env = useServerAndBrowser();

/** What the member taps and reads, per language. */
const WORDS: Record<
  Language,
  {
    title: string;
    tabs: [deposit: string, loss: string, stake: string];
    periods: { day: string; week: string; order: string };
    amount: string;
    save: string;
    set: [deposit: string, loss: string, stake: string];
    waiting: string;
    depositAmount: string;
    depositSubmit: string;
    refused: RegExp;
  }
> = {
  'zh-Hant': {
    title: '限額',
    tabs: ['入金', '虧損', '下單金額'],
    periods: { day: '每日', week: '每週', order: '單筆' },
    amount: '金額',
    save: '設定限額',
    set: ['每日 500.00', '每週 50.00', '單筆 20.00'],
    waiting: '待生效：單筆 30.00',
    depositAmount: '入金金額',
    depositSubmit: '提交入金',
    refused: /^超出您的每日入金限額 500\.00：剩餘 500\.00，將於 \d{4}\/\d\d\/\d\d 00:00（.+）重新起算$/,
  },
  'zh-Hans': {
    title: '限额',
    tabs: ['入金', '亏损', '下单金额'],
    periods: { day: '每日', week: '每周', order: '单笔' },
    amount: '金额',
    save: '设置限额',
    set: ['每日 500.00', '每周 50.00', '单笔 20.00'],
    waiting: '待生效：单笔 30.00',
    depositAmount: '入金金额',
    depositSubmit: '提交入金',
    refused: /^超出您的每日入金限额 500\.00：剩余 500\.00，将于 \d{4}\/\d\d\/\d\d 00:00（.+）重新起算$/,
  },
  en: {
    title: 'Limits',
    tabs: ['Deposits', 'Losses', 'Stakes'],
    periods: { day: 'Day', week: 'Week', order: 'Per order' },
    amount: 'Amount',
    save: 'Set limit',
    set: ['500.00 a day', '50.00 a week', '20.00 per order'],
    waiting: 'Waiting: 30.00 per order',
    depositAmount: 'Amount',
    depositSubmit: 'Submit deposit',
    refused: /^This would pass your daily deposit limit of 500\.00\. 500\.00 left until \d+ \w{3} \d{4}, 00:00 \(.+\)\.$/,
  },
};

describe('the member’s limits', () => {
  it.each(['zh-Hant', 'zh-Hans', 'en'] as const)(
    'sets each limit, sees a raise wait 24 hours, and is refused a deposit past one (%s)',
    async (language) => {
      const words = WORDS[language];
      const { page, errors } = await newPhonePage(env.browser, env.server.url);
      await passVerification(page);
      await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
      await useAppLanguage(page, language);
      await page.goto('/my/limits');
      await page.waitForFunction((title) => document.title.startsWith(title), words.title);

      const setOne = async (tab: number, period: string, amount: string) => {
        await page.getByRole('tab', { name: words.tabs[tab], exact: true }).click();
        await page.locator('.adm-selector-item').filter({ hasText: period }).first().click();
        await input(page, words.amount).fill(amount);
        await page.getByRole('button', { name: words.save }).click();
        await page.getByText(words.set[tab]!, { exact: true }).waitFor();
      };
      await setOne(0, words.periods.day, '500');
      await setOne(1, words.periods.week, '50');
      await setOne(2, words.periods.order, '20');
      // a higher limit waits: the old one holds and the screen says from when the new one may be confirmed
      await input(page, words.amount).fill('30');
      await page.getByRole('button', { name: words.save }).click();
      await page.getByText(words.waiting).waitFor();
      await page.getByText(words.set[2], { exact: true }).waitFor();
      await screenshot(page, 'control', `limits-${language}`);

      await page.goto('/my/deposit/bankcard');
      await input(page, words.depositAmount).fill('600');
      await page.getByRole('button', { name: words.depositSubmit }).click();
      const alert = page.getByRole('alert').filter({ hasText: '500.00' });
      await alert.waitFor();
      expect((await alert.innerText()).trim()).toMatch(words.refused);
      await screenshot(page, 'control', `limits-refused-${language}`);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
