import { newPhonePage, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, readAppEntry, registerViaApi, useAppLanguage } from './support/session';

// Issue 31: a return visit renders from what the last visit kept, marked as refreshing while the fresh answer comes.
const env = useServerAndBrowser();

const REFRESHING = { 'zh-Hant': '刷新中…', 'zh-Hans': '刷新中…', en: 'Refreshing…' } as const;

describe('a return visit', () => {
  for (const language of Object.keys(REFRESHING) as (keyof typeof REFRESHING)[]) {
    it(`shows the rooms the last visit kept at once, marked as refreshing, then the fresh ones (${language})`, async () => {
      const { page, errors } = await newPhonePage(env.browser, env.server.url, { serviceWorkers: 'block' });
      await passVerification(page);
      await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
      await useAppLanguage(page, language);
      await page.goto('/trade');
      const firstRoom = page.locator('main li').first();
      await firstRoom.waitFor();
      const roomName = (await firstRoom.textContent()) ?? '';
      await expect
        .poll(async () => Object.keys(((await readAppEntry(page, 'reads')) ?? {}) as object).join(), {
          timeout: 10_000,
        })
        .toContain('"rooms"');

      // the next visit's rooms read gets no answer until the test lets it through
      const held: (() => Promise<void>)[] = [];
      await page.route('**/api/rooms', (route) => void held.push(() => route.continue()));
      await page.reload();
      await page.locator('main li').first().waitFor();
      expect(await page.locator('main li').first().textContent()).toBe(roomName);
      const note = page.getByRole('status').filter({ hasText: REFRESHING[language] });
      await note.waitFor();
      await screenshot(page, 'ready31', `return-visit-trade-${language}`);

      await expect.poll(() => held.length).toBe(1);
      await held[0]!();
      await page.unroute('**/api/rooms');
      await note.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  }
});
