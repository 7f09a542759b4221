// ad-hoc screenshots (not committed): npx tsx scripts/.shot.tmp.ts lang route...
import { launchBrowser, newPhonePage } from '../tests/e2e/support/browser';
import { startTestServer } from '../tests/e2e/support/server';
import { loginViaApi, passVerification, registerViaApi } from '../tests/e2e/support/session';
const [lang, ...routes] = process.argv.slice(2);
const server = await startTestServer();
const browser = await launchBrowser();
const { page } = await newPhonePage(browser, server.url);
await passVerification(page);
await loginViaApi(page, server.url, await registerViaApi(server.url));
const names: Record<string, string> = { 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文', en: 'English' };
if (lang && lang !== 'zh-Hant') {
  await page.goto('/my/setting');
  await page.getByText(names[lang]!, { exact: true }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}
for (const route of routes) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const close = page.getByRole('dialog').getByRole('button');
  if (await close.first().isVisible().catch(() => false)) await close.first().click().catch(() => {});
  await page.waitForLoadState('networkidle');
  const file = `/work/shots/${lang}${route.replaceAll('/', '_')}.png`;
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
await server.close();
