import { chooseConsoleLanguage } from './support/console-session';
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { runCommand } from '../../server/cli/run-command';
import { DEMO_OPERATOR, DEMO_OPERATOR_PASSWORD, seedDemo } from '../../server/db/seed';
import { moveMoney } from '../../server/services/money/ledger';
import { startServer, type RunningServer } from '../../server/start';
import { launchBrowser, LOCALE, newPhonePage, screenshot } from './support/browser';
import { DIST_DIR } from './support/server';
import { TEST_PASSKEY_PARTY } from '../server/support/harness';
import {
  loginViaApi,
  passVerification,
  postCall,
  registerViaApi,
  setLoadingScreenDue,
  useAppLanguage,
  type Credentials,
} from './support/session';

// The console on the embedded database while the server runs: operators created by the operator command's own
// code path, a reviewer deciding a member's withdrawal and recharge, an editor publishing news in three languages,
// the member seeing all of it, and an admin reading it in the audit log.
let server: RunningServer;
let browser: Browser;
const PASSWORD = 'Console!pass1';
const DESKTOP = { width: 1280, height: 800 };

const api = <T = unknown>(path: string, body: unknown, headers?: Record<string, string>) =>
  postCall<T>(server.url, path, body, headers);

async function operatorCommand(...argv: string[]) {
  const lines: string[] = [];
  const code = await runCommand(server.app.db, argv, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  expect(code, lines.join('\n')).toBe(0);
}

/** Each operator's authenticator secret, as their app holds it after enrolment. */
const secrets: Record<string, string> = {};

/** Signs an operator in on a fresh desktop (or phone) page: password, the enrolment QR, then the app's code. */
async function signIn(account: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ locale: LOCALE, baseURL: server.url, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/admin');
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: '下一步' }).click();
  const secret = await page.locator('code.secret').innerText();
  secrets[account] = secret;
  expect(await page.locator('.enrol img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  if (account.startsWith('reviewer')) await screenshot(page, 'console', 'enrol-zh-Hant-1280');
  await page.locator('input[name="code"]').fill(await generate({ secret }));
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.locator('header.top').waitFor();
  return page;
}

/** A signed-out page (one language picker) in each language, once its heading reads as given, at 375 wide. */
async function shotInEachLanguage(page: Page, name: string, headings: [string, string, string]) {
  for (const [i, lang] of (['zh-Hant', 'zh-Hans', 'en'] as const).entries()) {
    await page.getByRole('combobox').selectOption(lang);
    await page.getByRole('heading', { name: headings[i] }).waitFor();
    await screenshot(page, 'console', `${name}-${lang}-375`);
  }
}

let member: Credentials;
let memberToken: string;
let withdrawalId: number;
let rechargeId: number;
/** what the member's detail screens are addressed by */
const memberKeys = { withdrawal: '', recharge: '' };

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // demo off: recharges wait for an operator, as in production; the demo content is seeded below
    startServer({
      dataDir: 'memory://',
      port: 0,
      host: '127.0.0.1',
      demo: false,
      ...TEST_PASSKEY_PARTY,
      distDir: DIST_DIR,
      logLevel: 'warn',
      apiRateLimit: 0,
    }),
    launchBrowser(),
  ]);
  await seedDemo(server.app.db, new Date());
  await operatorCommand('operator:create', 'reviewer_amy', PASSWORD, 'reviewer');
  await operatorCommand('operator:create', 'editor_ben', PASSWORD, 'editor');
  await operatorCommand('operator:create', 'admin_cho', PASSWORD, 'admin');
  await operatorCommand('operator:create', 'staff_dan', PASSWORD, 'editor');
  await operatorCommand('operator:create', 'admin_eve', PASSWORD, 'admin');
  await operatorCommand('operator:create', 'admin_fay', PASSWORD, 'admin');

  member = await registerViaApi(server.url);
  const session = await api<{ token: string; userInfo: { id: number } }>('/api/login', member);
  memberToken = session.token;
  const auth = { token: memberToken };
  await server.app.db.transaction((tx) =>
    moveMoney(tx, session.userInfo.id, { balance: 100_000, kind: 'adjust', refType: 'test', refId: null }, new Date()),
  );
  await api('/api/addTradePassword', { password: member.password, tradePassword: '246810' }, auth);
  const card = await api<{ id: number }>(
    '/api/addCard',
    { kind: 'bank', bankName: 'HSBC', holder: 'Chan Tai Man', number: '6222000011112222', tradePassword: '246810' },
    auth,
  );
  const money = { ...auth, 'idempotency-key': randomUUID() };
  const withdrawal = await api<{ id: number; key: string }>(
    '/api/withdraw',
    { amount: '250', to: { type: 'card', id: card.id }, tradePassword: '246810' },
    money,
  );
  const recharge = await api<{ id: number; key: string }>(
    '/api/recharge',
    { method: 'hkbankcard', amount: '500', reference: 'HK-778' },
    { ...auth, 'idempotency-key': randomUUID() },
  );
  [withdrawalId, rechargeId] = [withdrawal.id, recharge.id];
  Object.assign(memberKeys, { withdrawal: withdrawal.key, recharge: recharge.key });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the operator console', () => {
  it('a reviewer signs in with a TOTP code, approves a withdrawal and rejects a recharge with a reason', async () => {
    const page = await signIn('reviewer_amy');
    // a reviewer sees the dashboard first, then the queue, not the editor's or the admin's pages
    expect(await page.locator('.nav a').allInnerTexts()).toEqual(['概況', '審核', '會員']);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.locator('.nav').getByRole('link', { name: '審核' }).click();
    await page.getByRole('link', { name: `#${withdrawalId}` }).waitFor();
    await screenshot(page, 'console', 'queue-zh-Hant-1280');

    await page.getByRole('link', { name: `#${withdrawalId}` }).click();
    await page.getByText('6222000011112222', { exact: false }).waitFor();
    await screenshot(page, 'console', 'withdrawal-zh-Hant-1280');
    await page.getByRole('button', { name: '通過' }).click();
    // asked first, naming the amount and the member
    const ask = page.getByRole('alertdialog');
    expect(await ask.innerText()).toContain(`確定通過 ${member.account} 的出金 #${withdrawalId}，金額 250.00？`);
    await screenshot(page, 'console', 'withdrawal-confirm-zh-Hant-1280');
    await ask.getByRole('button', { name: '通過' }).click();
    await page.getByRole('status').filter({ hasText: '已通過' }).waitFor();
    expect(await page.locator('.decision').count()).toBe(0);
    await screenshot(page, 'console', 'withdrawal-approved-zh-Hant-1280');

    await page.goto(`/admin/queue/recharge/${rechargeId}`);
    await page.getByRole('button', { name: '駁回' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '駁回' }).click();
    // a rejection without a reason is refused, in the operator's language, once, and nothing is decided
    await page.getByRole('alert').filter({ hasText: '駁回時請填寫原因' }).waitFor();
    expect(await page.getByText('駁回時請填寫原因').count()).toBe(1);
    // a reason too long is counted, not cut
    const reason = page.locator('textarea[name="reason"]');
    await reason.fill('查'.repeat(201));
    await page.getByText('201 / 200 字').waitFor();
    expect((await reason.inputValue()).length).toBe(201);
    expect(await page.getByRole('button', { name: '駁回' }).isDisabled()).toBe(true);
    await screenshot(page, 'console', 'reject-counter-zh-Hant-1280');
    await reason.fill('查無此筆轉帳，請附上轉帳憑證');
    await page.getByRole('button', { name: '駁回' }).click();
    await page
      .getByRole('alertdialog')
      .getByText(`確定駁回 ${member.account} 的入金 #${rechargeId}，金額 500.00？`)
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: '駁回' }).click();
    await page.getByRole('status').filter({ hasText: '已駁回' }).waitFor();
    await page.getByText('查無此筆轉帳，請附上轉帳憑證').waitFor();

    // the editor's page is not the reviewer's
    await page.goto('/admin/content/news');
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.context().close();
  });

  it('the member sees both decisions on their records, with the reason', async () => {
    const { page, context } = await newPhonePage(browser, server.url);
    await passVerification(page);
    await setLoadingScreenDue(page, false);
    await loginViaApi(page, server.url, member);
    await page.goto(`/my/rechargerecord/detail?key=${memberKeys.recharge}`);
    await page.getByText('查無此筆轉帳，請附上轉帳憑證').waitFor();
    await page.getByText('已拒絕').first().waitFor();
    await screenshot(page, 'console', 'member-recharge-rejected-zh-Hant');
    await page.goto(`/my/withdrawrecord/detail?key=${memberKeys.withdrawal}`);
    await page.getByText('已通過').first().waitFor();
    await context.close();
  });

  it('an editor publishes a news item in three languages, previewed as members see it; a member reads each', async () => {
    const page = await signIn('editor_ben');
    expect(await page.locator('.nav a').allInnerTexts()).toEqual(['內容']);
    await page.getByRole('link', { name: '資訊' }).click();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await page.locator('input[name="position"]').fill('10');
    await page.locator('input[name="title.zh-Hant"]').fill('夜間維護時間調整');
    await page.locator('input[name="title.en"]').fill('Night maintenance moves');
    await page
      .locator('textarea[name="content.zh-Hant"]')
      .fill('<p>維護改在<strong>凌晨兩點</strong>。</p><script>alert(1)</script>');
    await page.locator('textarea[name="content.en"]').fill('<p>Maintenance now starts at <strong>2 a.m.</strong></p>');
    await page.getByRole('button', { name: '預覽' }).click();
    const panes = page.locator('.preview-panes figure');
    await panes.nth(2).locator('strong').waitFor();
    // as members will read it: filtered, simplified Chinese converted from the traditional
    expect(await panes.locator('strong').allInnerTexts()).toEqual(['凌晨兩點', '凌晨两点', '2 a.m.']);
    expect(await panes.locator('script').count()).toBe(0);
    await screenshot(page, 'console', 'news-editor-zh-Hant-1280');
    await page.getByRole('button', { name: '儲存' }).click();
    await page.getByRole('status').filter({ hasText: '已發佈' }).waitFor();
    const row = page.locator('tbody tr').filter({ hasText: '夜間維護時間調整' });
    await row.waitFor();
    const id = Number(await row.locator('td').first().innerText());
    await page.context().close();

    const { page: phone, context } = await newPhonePage(browser, server.url);
    await passVerification(phone);
    await setLoadingScreenDue(phone, false);
    await loginViaApi(phone, server.url, member);
    for (const [lang, title, strong] of [
      ['zh-Hant', '夜間維護時間調整', '凌晨兩點'],
      ['zh-Hans', '夜间维护时间调整', '凌晨两点'],
      ['en', 'Night maintenance moves', '2 a.m.'],
    ] as const) {
      await useAppLanguage(phone, lang);
      await phone.goto(`/home/news/detail?id=${id}`);
      await phone.locator('article').getByText(title).first().waitFor();
      expect(await phone.locator('article strong').innerText()).toBe(strong);
      await screenshot(phone, 'console', `member-news-${lang}`);
    }
    await context.close();
  });

  it('an admin reads every action in the audit log, in each language, on a desktop and a phone', async () => {
    const page = await signIn('admin_cho');
    await page.getByRole('link', { name: '稽核記錄' }).click();
    const log = page.locator('.audit-list');
    await log.waitFor();
    const text = await log.innerText();
    // in words, who did what to whom, with the fields side by side: no action codes, no JSON, no bare ids
    for (const sentence of [
      `reviewer_amy 通過了 ${member.account} 的出金 250.00（withdraw #${withdrawalId}）`,
      `reviewer_amy 駁回了 ${member.account} 的入金 500.00（recharge #${rechargeId}）`,
      'editor_ben 發布了資訊 news #',
      'reviewer_amy 設定了兩步驟驗證並登入',
      'command 建立了操作員 admin_cho',
    ]) {
      expect(text).toContain(sentence);
    }
    expect(text).toMatch(/審核人\s+—\s+→\s+reviewer_amy/);
    expect(text).not.toMatch(/[{}"]|reviewedBy|withdraw\.approve/);
    for (const [lang, heading] of [
      ['zh-Hant', '稽核記錄'],
      ['zh-Hans', '审计日志'],
      ['en', 'Audit log'],
    ] as const) {
      await chooseConsoleLanguage(page, lang);
      await page.getByRole('heading', { name: heading }).waitFor();
      await screenshot(page, 'console', `audit-${lang}-1280`);
    }
    // filtered by the action's prefix
    await page.locator('input[name="action"]').fill('withdraw.');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.audit-sentence')].every((p) => p.textContent?.includes('the withdrawal of')),
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'console', 'audit-en-375');
    await page.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Pending review' }).waitFor();
    await screenshot(page, 'console', 'queue-en-375');
    await page.context().close();
  });

  it('an admin changes an operator’s role and disables them (each ends their session), and resets their password', async () => {
    const staff = await signIn('staff_dan');
    expect(await staff.locator('.nav a').allInnerTexts()).toEqual(['內容']);
    const admin = await signIn('admin_eve');
    admin.on('dialog', (dialog) => void dialog.accept());
    await admin.getByRole('link', { name: '操作員' }).click();
    const card = admin.locator('li.operator').filter({ hasText: 'staff_dan' });
    // an admin's own card offers nothing that would lock them out
    await admin.locator('li.operator').filter({ hasText: 'admin_eve' }).getByText('(你)').waitFor();
    expect(await admin.locator('li.operator').filter({ hasText: 'admin_eve' }).locator('button').count()).toBe(0);

    await card.getByRole('combobox', { name: '角色' }).selectOption('reviewer');
    await card.getByRole('button', { name: '變更角色' }).click();
    await card.getByRole('status').filter({ hasText: 'staff_dan 的角色已改為「審核員」，須重新登入後繼續' }).waitFor();
    // a console opened under the old role is not kept: at its next load, the sign-in (the new role's menu below)
    await staff.reload();
    await staff.locator('input[name="account"]').waitFor();

    await card.getByRole('button', { name: '停用' }).click();
    await card.getByRole('status').filter({ hasText: '已停用 staff_dan' }).waitFor();
    await card.locator('.pill.off').waitFor();
    // their session is over: at their next load, back to the sign-in, which refuses them
    await staff.reload();
    await staff.locator('input[name="account"]').waitFor();
    await staff.locator('input[name="account"]').fill('staff_dan');
    await staff.locator('input[name="password"]').fill(PASSWORD);
    await staff.getByRole('button', { name: '下一步' }).click();
    await staff.getByRole('alert').filter({ hasText: '此操作員已停用' }).waitFor();

    await card.getByRole('button', { name: '啟用' }).click();
    await card.getByRole('status').filter({ hasText: '已啟用 staff_dan' }).waitFor();
    await card.getByRole('button', { name: '重設密碼', exact: true }).click();
    const temporary = await card.locator('code.temporary').innerText();
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    await card.getByText('下次登入時須設定新密碼').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin, 'console', 'operators-reset-zh-Hant-1280');

    // the old password opens nothing; the temporary one asks for a new password first, then the code
    await staff.reload();
    await staff.locator('input[name="account"]').fill('staff_dan');
    await staff.locator('input[name="password"]').fill(PASSWORD);
    await staff.getByRole('button', { name: '下一步' }).click();
    await staff.getByRole('alert').filter({ hasText: '帳號或密碼錯誤' }).waitFor();
    await staff.locator('input[name="password"]').fill(temporary);
    await staff.getByRole('button', { name: '下一步' }).click();
    await staff.getByRole('heading', { name: '設定新密碼' }).waitFor();
    await staff.locator('input[name="newPassword"]').fill('Fresh!pass42');
    await staff.locator('input[name="confirmPassword"]').fill('Fresh!pass43');
    await staff.getByRole('button', { name: '下一步' }).click();
    await staff.getByRole('alert').filter({ hasText: '兩次輸入的密碼不一致' }).waitFor();
    await staff.setViewportSize({ width: 375, height: 812 });
    await shotInEachLanguage(staff, 'new-password', ['設定新密碼', '设置新密码', 'Choose a new password']);
    await staff.getByRole('combobox').selectOption('zh-Hant');
    await staff.locator('input[name="confirmPassword"]').fill('Fresh!pass42');
    await staff.getByRole('button', { name: '下一步' }).click();
    // the same authenticator as before (only the password was reset): a code of the next time step
    const code = await generate({ secret: secrets.staff_dan!, epoch: Math.floor(Date.now() / 1000) + 30 });
    await staff.locator('input[name="code"]').fill(code);
    await staff.getByRole('button', { name: '登入', exact: true }).click();
    await staff.locator('header.top').waitFor();
    expect(await staff.locator('.nav a').allInnerTexts()).toEqual(['概況', '審核', '會員']);
    await staff.context().close();

    await card.locator('.pill.off').waitFor({ state: 'detached' });
    for (const lang of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      await chooseConsoleLanguage(admin, lang);
      for (const viewport of [DESKTOP, { width: 375, height: 812 }]) {
        await admin.setViewportSize(viewport);
        await card.scrollIntoViewIfNeeded();
        await screenshot(admin, 'console', `operators-manage-${lang}-${viewport.width}`);
      }
    }
    await admin.getByRole('link', { name: /Audit log/ }).click();
    await admin.locator('.audit-list').waitFor();
    const audit = await admin.locator('.audit-list').innerText();
    for (const sentence of [
      'admin_eve changed the role of staff_dan',
      'admin_eve disabled staff_dan',
      'admin_eve enabled staff_dan',
      'admin_eve reset the password of staff_dan',
      'staff_dan chose a new password',
      // the sign-ins refused above: disabled, then the old password
      'Failed console sign-in as staff_dan',
    ]) {
      expect(audit).toContain(sentence);
    }
    expect(audit).toContain('operator disabled');
    expect(audit).toContain('wrong password');
    await admin.locator('.audit-entry').filter({ hasText: 'Failed console sign-in' }).first().scrollIntoViewIfNeeded();
    await screenshot(admin, 'console', 'audit-failed-sign-in-en-375');
    expect(audit).not.toContain(temporary);
    await admin.context().close();
  });

  it('an admin sets the fee as a percentage within bounds, sees what members will see, and confirms', async () => {
    const page = await signIn('admin_fay');
    await page.getByRole('link', { name: '設定' }).click();
    const fee = page.locator('form.setting').filter({ has: page.locator('input[name="withdraw_fee_rate"]') });
    const input = fee.locator('input[name="withdraw_fee_rate"]');
    expect(await input.inputValue()).toBe('0.5');
    const save = fee.getByRole('button', { name: '儲存' });
    expect(await save.isDisabled()).toBe(true);
    await input.fill('500');
    await fee.getByText('會員將看到：出金 500.00 的手續費（500%）2,500.00').waitFor();
    await save.click();
    await fee.getByRole('alertdialog').getByRole('button', { name: '確認' }).click();
    // refused by the server, under the field, once
    await fee.getByRole('alert').filter({ hasText: '手續費率須介於 0 與 5% 之間' }).waitFor();
    expect(await page.getByText('手續費率須介於 0 與 5% 之間').count()).toBe(1);
    await screenshot(page, 'console', 'config-fee-refused-zh-Hant-1280');
    await input.fill('0.6');
    await fee.getByText('會員將看到：出金 500.00 的手續費（0.6%）3.00').waitFor();
    await save.click();
    await fee.getByRole('alertdialog').waitFor();
    await screenshot(page, 'console', 'config-fee-confirm-zh-Hant-1280');
    await fee.getByRole('alertdialog').getByRole('button', { name: '確認' }).click();
    await fee.getByRole('status').filter({ hasText: '已儲存' }).waitFor();
    expect((await api<{ withdraw_fee_rate: string }>('/api/configs', {})).withdraw_fee_rate).toBe('0.006');
    // typing the saved value back leaves nothing to save; the original one is a change again
    await input.fill('0.5');
    expect(await save.isDisabled()).toBe(false);
    await input.fill('0.60');
    expect(await save.isDisabled()).toBe(true);

    const min = page.locator('form.setting').filter({ has: page.locator('input[name="withdraw_min"]') });
    await min.locator('input').fill('60000');
    await min.getByRole('button', { name: '儲存' }).click();
    await min.getByRole('alertdialog').getByRole('button', { name: '確認' }).click();
    await min.getByRole('alert').filter({ hasText: '最低出金 60000.00 不能高於最高出金 50000.00' }).waitFor();
    await page.getByRole('switch', { name: /模擬行情/ }).waitFor();
    for (const lang of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      await chooseConsoleLanguage(page, lang);
      for (const viewport of [DESKTOP, { width: 375, height: 812 }]) {
        await page.setViewportSize(viewport);
        await input.fill('0.75');
        await fee.getByRole('button').first().click();
        await fee.getByRole('alertdialog').waitFor();
        await fee.scrollIntoViewIfNeeded();
        await screenshot(page, 'console', `config-confirm-${lang}-${viewport.width}`);
        await fee.getByRole('alertdialog').getByRole('button').last().click();
      }
    }
    await page.context().close();
  });

  it('speaks each language on every page, at 1280×800 and 375×812, with nothing left in another', async () => {
    const phone = await browser.newPage({ baseURL: server.url, viewport: { width: 375, height: 812 } });
    await phone.goto('/admin');
    await shotInEachLanguage(phone, 'sign-in', ['控制台登入', '控制台登录', 'Console sign-in']);
    await phone.close();

    const page = await signIn(DEMO_OPERATOR, DEMO_OPERATOR_PASSWORD);
    const pages = [
      ['/admin/dashboard', 'dashboard'],
      ['/admin/queue', 'queue'],
      ['/admin/members', 'members'],
      [`/admin/members/${member.account}`, 'member'],
      ['/admin/config', 'config'],
      ['/admin/operators', 'operators'],
      ['/admin/content/notice', 'content'],
    ] as const;
    for (const lang of ['zh-Hant', 'zh-Hans', 'en'] as const) {
      await chooseConsoleLanguage(page, lang);
      for (const viewport of [DESKTOP, { width: 375, height: 812 }]) {
        await page.setViewportSize(viewport);
        for (const [path, name] of pages) {
          await page.goto(path);
          await page.locator('main h1').waitFor();
          if (name === 'members') {
            await page.locator('input[name="prefix"]').fill(member.account.slice(0, 4));
            await page.locator('form.search button').click();
            await page.getByRole('link', { name: member.account }).waitFor();
          }
          if (name === 'member') await page.locator('.figures').waitFor();
          if (name === 'config') await page.locator('form.card').first().waitFor();
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          // the console's own words only: what members wrote (content, channel texts in inputs) is data
          const text = await page
            .locator('header.top, main')
            .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).innerText).join('\n'));
          // each language's name is written in that language, by design (the language picker)
          const words = text.replace(/繁體中文|简体中文/g, '');
          expect(text, `${path} in ${lang}`).not.toMatch(
            /\b[a-z]+\.[a-z]+[A-Z][a-zA-Z]*\b|\b(dashboard|queue|common|nav|role|config|members|operators|content)\.[a-z]/,
          );
          if (lang === 'en' && name !== 'content') expect(words.match(/\p{Script=Han}/gu), `${path} in en`).toBeNull();
          if (lang !== 'en') expect(text, `${path} in ${lang}`).not.toMatch(/\b(Review|Settings|Sign out|Pending)\b/);
          await screenshot(page, 'console', `${name}-${lang}-${viewport.width}`);
          if (name === 'config') {
            // the customer-service channels and the digital-currency deposit, below the money settings
            await page.locator('form.setting-phone').scrollIntoViewIfNeeded();
            await screenshot(page, 'console', `config-channels-${lang}-${viewport.width}`);
          }
          // nothing wider than the screen but the tables, which scroll
          const wider = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('body *')]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
              .filter((el) => !el.closest('table'))
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
          );
          expect(wider, `${path} at ${viewport.width}`).toEqual([]);
        }
      }
    }
    await page.context().close();
  });
});
