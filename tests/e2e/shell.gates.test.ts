import { BRAND_NAME } from '../../contract/brand';
import { newPhonePage } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

const env = useServerAndBrowser();

const path = (url: string) => new URL(url).pathname + new URL(url).search;

describe('gates and routes in Chromium', () => {
  it('a new visitor lands on /verify, with the wanted path kept', async () => {
    const { page, context, errors } = await newPhonePage(env.browser, env.server.url);
    await page.goto('/');
    await page.waitForURL('**/verify');
    expect(path(page.url())).toBe('/verify');

    await page.goto('/my/withdraw');
    await page.waitForURL('**/verify?**');
    expect(path(page.url())).toBe('/verify?redirect=%2Fmy%2Fwithdraw');
    await page.waitForFunction((title) => document.title === title, `身份驗證 - ${BRAND_NAME}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after the puzzle, a visitor without a token goes to login; a member reaches the page, case-insensitively', async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await page.goto('/my/ledgerRecord');
    await page.waitForURL('**/auth/login?**');
    expect(path(page.url())).toBe('/auth/login?redirect=%2Fmy%2FledgerRecord');

    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    await page.goto('/MY/LedgerRecord');
    await page.waitForFunction(() => document.title.startsWith('帳變記錄'));
    expect(path(page.url())).toBe('/MY/LedgerRecord');
    await context.close();
  });

  it('an unknown path shows the 404 page with a way home', async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '找不到這個頁面' }).waitFor();
    await page.waitForFunction((title) => document.title === title, `找不到頁面 - ${BRAND_NAME}`);
    await page.getByRole('link', { name: '返回首頁' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a stored token never flashes the login page', async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    // Records every path the app's history visits, from the first script of each document on.
    await page.addInitScript(() => {
      const paths: string[] = [location.pathname];
      (window as unknown as { visited: string[] }).visited = paths;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          if (url) paths.push(new URL(url, location.href).pathname);
          original(state, unused, url);
        };
      }
    });
    await page.goto('/my/setting');
    await page.waitForFunction(() => document.title.startsWith('設定'));
    const visited = await page.evaluate(() => (window as unknown as { visited: string[] }).visited);
    expect(visited.length).toBeGreaterThan(0);
    expect(visited.filter((p) => p !== '/my/setting')).toEqual([]);
    await context.close();
  });

  it("the splash, or home's server-painted shell, stays until the first screen replaces it: never a blank screen", async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    // Records what #root shows after each change to it, before the browser paints it.
    await page.addInitScript(() => {
      const shown: string[][] = [];
      (window as unknown as { shown: string[][] }).shown = shown;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        const visible = [...root.children].filter((child) => (child as HTMLElement).offsetHeight > 0);
        const classes = visible.map((child) => child.className);
        if (classes.join() !== shown.at(-1)?.join()) shown.push(classes);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const [path, title] of [
      ['/', '首頁'],
      ['/my', '我的'],
      ['/market/dynatictable', '行情表'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${title}`));
      const shown = await page.evaluate(() => (window as unknown as { shown: string[][] }).shown);
      expect(shown.length, path).toBeGreaterThan(1);
      expect(
        shown.filter((classes) => classes.length === 0),
        `${path}: ${JSON.stringify(shown)}`,
      ).toEqual([]);
    }
    await context.close();
  });
});
