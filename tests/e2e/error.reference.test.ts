import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi, useAppLanguage } from './support/session';
import en from '../../src/lib/i18n/locales/en/common.json';
import hans from '../../src/lib/i18n/locales/zh-Hans/common.json';
import hant from '../../src/lib/i18n/locales/zh-Hant/common.json';

const env = useServerAndBrowser();

describe('a read that keeps failing', () => {
  it("shows the failed answer's X-Request-Id as a reference, in each language", async () => {
    // the server's real answer to an unknown call: a 404 that carries the server's id
    const probe = await fetch(`${env.server.url}/api/noSuchCall`, { method: 'POST' });
    expect(probe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const { page, context } = await newPhonePage(env.browser, env.server.url);
    await passVerification(page);
    await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
    // every try of the market read is answered by the server's error envelope for an unexpected fault
    const ids: string[] = [];
    await page.route('**/api/markets', async (route) => {
      const answer = await route.fetch({ url: `${env.server.url}/api/noSuchCall` });
      const id = answer.headers()['x-request-id']!;
      ids.push(id);
      await route.fulfill({
        status: 500,
        headers: { 'content-type': 'application/json', 'x-request-id': id },
        body: JSON.stringify({ code: 500, msg: 'internal', data: null }),
      });
    });
    for (const [lang, catalog] of [
      ['zh-Hant', hant],
      ['zh-Hans', hans],
      ['en', en],
    ] as const) {
      await useAppLanguage(page, lang);
      await page.goto('/market');
      const label = catalog.reference.split('{{id}}')[0]!;
      const reference = page.getByRole('alert').getByText(label);
      await reference.waitFor();
      const shown = (await reference.innerText()).slice(label.length).trim();
      expect(ids).toContain(shown);
      await screenshot(page, 'error-reference', lang);
    }
    await context.close();
  });
});
