import type { Page } from 'playwright-core';
import { focusedNow, installKeyboardProbe, markControls, reachedIds, type Control } from './a11y.keyboard.probe';
import { ROUTES, settle } from './a11y.support';
import { countFetches, keepInsideTheHour, LOCALE, PHONE } from './support/browser';
import { loginViaApi, passVerification, registerViaApi } from './support/session';
import { useServerAndBrowser } from './support/setup';

// Issue 8 beyond axe: on every route at 375×812, Tab reaches every visible interactive control and shows
// where the focus is, and every control is at least 44×44 CSS px.

/** What counts as an interactive control (besides any element whose own cursor turns into a pointer). */
const CONTROLS = [
  'a',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex^="-"])',
  ...['button', 'link', 'tab', 'switch', 'checkbox', 'radio', 'slider', 'option', 'menuitem'].map(
    (r) => `[role="${r}"]`,
  ),
  ...['list-item.adm-plain-anchor', 'check-list-item', 'capsule-tabs-tab', 'tabs-tab', 'switch', 'checkbox', 'radio']
    .concat(['selector-item', 'stepper', 'passcode-input', 'search-bar'])
    .map((c) => `.adm-${c}`),
].join(', ');

/** The walks' problems (exemptions are printed, not failed). */
function verdict(found: Walk[]): string[] {
  const exempt = found.flatMap((walk) => walk.exempt);
  if (exempt.length > 0) console.log(`Exempt:\n${exempt.join('\n')}`);
  return found.flatMap((walk) => walk.problems);
}

interface Walk {
  problems: string[];
  exempt: string[];
}

function sizeProblem(route: string, control: Control): string | null {
  const fits = (box: { width: number; height: number } | null) => !!box && box.width >= 44 && box.height >= 44;
  if (control.disabled || fits(control) || fits(control.area)) return null;
  const area = control.area ? ` (${control.area.how}: ${control.area.width}×${control.area.height})` : '';
  return `${route}: ${control.label} is ${control.width}×${control.height} px${area}, under 44×44`;
}

/** Tabs through what the page shows now, from the top, and reports what it misses. */
async function tabThrough(page: Page, route: string): Promise<Walk & { modal: boolean }> {
  await page.evaluate(installKeyboardProbe, CONTROLS);
  const { controls, modal } = await page.evaluate(markControls);
  const problems = controls.length === 0 ? [`${route}: no interactive control found`] : [];
  // from the top of the document, as after a first load (settle opens routes in the app, without one)
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  const seen = new Set<number>();
  let idle = 0;
  for (let press = 0; press < controls.length * 2 + 10 && idle < 3; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(focusedNow);
    if (!focused) {
      idle += 1;
      continue;
    }
    if (seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.indicator) problems.push(`${route}: no visible focus on ${focused.label}`);
  }
  const reached = new Set(await page.evaluate(reachedIds));
  const exempt: string[] = [];
  for (const control of controls) {
    if (!control.disabled && !reached.has(control.id)) problems.push(`${route}: Tab never reaches ${control.label}`);
    const small = sizeProblem(route, control);
    const reason = control.inline ? 'a link inside a sentence (WCAG 2.5.8 inline)' : undefined;
    if (small && reason) exempt.push(`${small}: exempt, ${reason}`);
    else if (small) problems.push(small);
  }
  return { problems, exempt, modal };
}

/** Walks a route; a modal dialog over it (the home announcement) is walked, closed with Escape, then the page. */
async function walk(page: Page, route: string): Promise<Walk> {
  await settle(page, route);
  const first = await tabThrough(page, route);
  if (!first.modal) return first;
  await page.keyboard.press('Escape');
  const closed = await page
    .waitForFunction(() => !document.querySelector('dialog[open]:modal, [aria-modal="true"]'), null, { timeout: 2000 })
    .then(() => true)
    .catch(() => false);
  if (!closed)
    return { problems: [...first.problems, `${route}: Escape does not close the dialog`], exempt: first.exempt };
  const rest = await tabThrough(page, `${route} (dialog closed)`);
  return { problems: [...first.problems, ...rest.problems], exempt: [...first.exempt, ...rest.exempt] };
}

const env = useServerAndBrowser({ distDir: process.env.E2E_DIST_DIR });

async function phone(): Promise<Page> {
  const context = await env.browser.newContext({ locale: LOCALE, baseURL: env.server.url, viewport: PHONE });
  await keepInsideTheHour(context);
  await countFetches(context);
  return context.newPage();
}

let member: Page;
beforeAll(async () => {
  member = await phone();
  await passVerification(member);
  await loginViaApi(member, env.server.url, await registerViaApi(env.server.url));
});

/** Presses Tab until the focused control's name (aria-label, else text) is `name`. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reaches "${name}" on ${page.url()}`);
}

describe('keyboard and touch targets at 375×812', () => {
  it('as a visitor: /verify, then the login and register pages', async () => {
    const page = await phone();
    const found: Walk[] = [await walk(page, '/verify')];
    await passVerification(page);
    for (const route of ['/auth/login', '/auth/register']) found.push(await walk(page, route));
    expect(found.flatMap((w) => w.problems)).toEqual([]);
  });

  it('as a verified member: every route of the table', async () => {
    const found: Walk[] = [];
    for (const route of ROUTES) found.push(await walk(member, route));
    expect(verdict(found)).toEqual([]);
  });

  it('Enter and Space operate the tab bar, antd list rows, capsule filters and check lists', async () => {
    await settle(member, '/my');
    await tabTo(member, '交易');
    await member.keyboard.press('Enter');
    await member.waitForURL((url) => url.pathname === '/trade');

    await settle(member, '/my/withdraw');
    await tabTo(member, '可出金餘額與規則');
    await member.keyboard.press('Enter');
    await member.waitForURL((url) => url.pathname === '/my/withdraw/balance');

    await settle(member, '/my/ledgerrecord');
    await tabTo(member, '入金');
    expect(await member.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('false');
    await member.keyboard.press(' ');
    await member.waitForFunction(() => document.activeElement?.getAttribute('aria-pressed') === 'true');

    await settle(member, '/my/setting');
    await tabTo(member, 'English');
    await member.keyboard.press(' ');
    await member.waitForFunction(() => document.documentElement.lang === 'en');
    await settle(member, '/my/setting');
    await tabTo(member, '繁體中文');
    await member.keyboard.press('Enter');
    await member.waitForFunction(() => document.documentElement.lang === 'zh-Hant');
  });

  it('both passcode groups take digits and Backspace from the keyboard; the sixth digit closes the keyboard', async () => {
    await settle(member, '/my/usercenter/tradepassword');
    const dots = (label: string) =>
      member.getByRole('button', { name: label, exact: true }).locator('.adm-passcode-input-cell-dot').count();
    await tabTo(member, '交易密碼');
    await member.locator('.adm-number-keyboard-key').filter({ visible: true }).first().waitFor({ timeout: 5000 });
    await member.keyboard.type('13579');
    await member.keyboard.press('Backspace');
    expect(await dots('交易密碼')).toBe(4);
    await member.keyboard.type('90');
    expect(await dots('交易密碼')).toBe(6);
    await member.waitForFunction(() => !document.activeElement?.matches('.adm-passcode-input'));
    await tabTo(member, '再次輸入交易密碼');
    await member.keyboard.type('135790');
    expect(await dots('再次輸入交易密碼')).toBe(6);
  });
});
