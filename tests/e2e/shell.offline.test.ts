import { newPhonePage, screenshot, swInControl } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

const env = useServerAndBrowser();

describe('offline, with the service worker in control', () => {
  it.each([
    ['/my/setting', '設定'],
    ['/zixun', '資訊'],
  ])('reloading %s offline shows the maintenance page; back online returns there', async (route, title) => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    await page.goto(route);
    await swInControl(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: '目前處於離線狀態' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/maintain');
    expect(new URL(page.url()).searchParams.get('from')).toBe(route);
    await screenshot(page, 'shell', `maintain-offline${route.replaceAll('/', '-')}`);

    // The service worker never answers /api/* from a cache: offline, the call fails.
    const api = await page.evaluate(() =>
      fetch('/api/configs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(api).toBe('failed');

    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === route, { timeout: 15_000 });
    await page.waitForFunction((expected) => document.title.startsWith(expected), title);
    await context.close();
  });

  it('an /api/* navigation is never answered with the app shell', async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await swInControl(page);
    const response = await page.goto('/api/configs');
    expect(response?.status()).toBe(405);
    expect(await page.locator('#root').count()).toBe(0);
    await context.close();
  });
});
