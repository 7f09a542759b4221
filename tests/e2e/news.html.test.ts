import { newPhonePage } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';
import { chunkOf } from './support/server';

const env = useServerAndBrowser();

// The server cleans content HTML when it is written; the app cleans it again before it renders it, in case
// anything between them did not. Here the API answer itself carries the attack.
const hostile =
  '<h3>Rate week</h3><p>up to <strong>3%</strong></p><script>window.hacked = 1</script>' +
  '<img src="/icons/icon-192.png" alt="logo" onerror="window.hacked = 2">' +
  '<a href="javascript:window.hacked = 3">tap</a><a href="https://example.com/terms" style="color:red">terms</a>' +
  '<iframe src="https://example.com"></iframe>';

describe('server HTML in the app', () => {
  it('renders the content’s text, links and pictures, and nothing that runs, with the browser’s own sanitizer', async () => {
    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.route('**/api/new', async (route) => {
      const item = {
        id: 1,
        category: 'rewards',
        title: 'Rate week',
        content: hostile,
        createdAt: new Date().toISOString(),
      };
      await route.fulfill({ json: { code: 200, msg: 'ok', data: item } });
    });
    await page.goto('/home/news/detail?id=1');
    const article = page.locator('article');
    await article.getByRole('heading', { name: 'Rate week', level: 3 }).waitFor();

    expect(await article.locator('strong').innerText()).toBe('3%');
    expect(await article.locator('img').getAttribute('alt')).toBe('logo');
    expect(await article.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('https://example.com/terms');
    expect(await article.locator('script, iframe, [onerror], [style], a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    // Chromium has the Sanitizer API: DOMPurify is never fetched
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map(chunkOf).filter((chunk) => chunk?.includes('purify'))).toEqual([]);
    await context.close();
  });
});
