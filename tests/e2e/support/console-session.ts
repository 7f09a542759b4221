import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import type { OperatorRole } from '../../../contract/admin';
import { COMMAND_ACTOR } from '../../../server/services/operators/audit';
import { createOperator } from '../../../server/services/operators/operator-accounts';
import type { RunningServer } from '../../../server/start';
import type { E2eEnv } from './setup';
import { postCall } from './session';

const PASSWORD = 'Console!pass1';
let operators = 0;

/** A new operator, enrolled and signed in through the console's calls: the session the console keeps per tab. */
export async function operatorSession(server: RunningServer, role: OperatorRole) {
  const account = `live_${role}_${++operators}`;
  await createOperator(server.app.db, { account, password: PASSWORD, role }, COMMAND_ACTOR, new Date());
  const offer = await postCall<{ secret: string }>(server.url, '/admin/api/signIn', { account, password: PASSWORD });
  const code = await generate({ secret: offer.secret });
  const done = await postCall<{ token: string }>(server.url, '/admin/api/signIn', {
    account,
    password: PASSWORD,
    code,
  });
  return { token: done.token, account, role, passkeyNeeded: false };
}
export type OperatorSession = Awaited<ReturnType<typeof operatorSession>>;

/** A console tab of the operator on `path`, with the console calls it makes counted by name. */
export async function consoleTab(
  env: E2eEnv,
  session: OperatorSession,
  path: string,
  viewport = { width: 1280, height: 800 },
) {
  const context = await env.browser.newContext({ baseURL: env.server.url, viewport });
  await context.addInitScript((value) => sessionStorage.setItem('console-session', value), JSON.stringify(session));
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/admin/api/') && pathname !== '/admin/api/stream') calls.push(pathname.slice(11));
  });
  const streamOpened = page.waitForResponse((r) => r.url().endsWith('/admin/api/stream'));
  await page.goto(path);
  await streamOpened;
  // a reload would lose this mark
  await page.evaluate(() => ((window as unknown as { unreloaded: boolean }).unreloaded = true));
  return { page, calls };
}

/**
 * Chooses the console's language in the operator's menu (behind its button on a phone: opened for it and closed
 * again) and waits until the page speaks it.
 */
export async function chooseConsoleLanguage(page: Page, lang: string): Promise<void> {
  const button = page.locator('header .account-button');
  await page.locator('header select').waitFor({ state: 'attached' });
  const behindButton = await button.isVisible();
  if (behindButton) await button.click();
  await page.locator('header select').selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  if (behindButton) await page.keyboard.press('Escape');
}
