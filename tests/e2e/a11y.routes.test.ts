import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROUTES, settle } from './a11y.support';
import { countFetches, keepInsideTheHour, LOCALE, PHONE } from './support/browser';
import { loginViaApi, passVerification, registerViaApi } from './support/session';
import { useServerAndBrowser } from './support/setup';

// axe-core on every route of the one route table, as a verified member, in zh-Hant and en.
const AXE = path.resolve('node_modules/axe-core/axe.min.js');

const env = useServerAndBrowser({ distDir: process.env.E2E_DIST_DIR });
let page: Page;

beforeAll(async () => {
  // The app's CSP (script-src 'self') would refuse the injected axe script tag.
  const context = await env.browser.newContext({
    locale: LOCALE,
    baseURL: env.server.url,
    viewport: PHONE,
    bypassCSP: true,
  });
  // the sweep takes minutes: a pass that expired at the top of the hour sent every later route to /verify
  await keepInsideTheHour(context);
  await countFetches(context);
  page = await context.newPage();
  await passVerification(page);
  await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
});

interface Found {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** Scans a route opened in the app (no reload: axe stays loaded). */
async function seriousViolations(route: string): Promise<string[]> {
  await settle(page, route);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Found[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${route} ${violation.id} (${violation.impact}) ${JSON.stringify(node.target)}`),
    );
}

async function chooseLanguage(name: string, lang: string): Promise<void> {
  await settle(page, '/my/setting');
  await page.locator('.adm-check-list-item').filter({ hasText: name }).click();
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
}

describe('axe-core finds no serious or critical violation', () => {
  it('reads the whole route table', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES).toContain('/verify');
  });

  it.each([
    ['繁體中文', 'zh-Hant'],
    ['English', 'en'],
  ])(
    'on every route in %s',
    async (name, lang) => {
      await chooseLanguage(name, lang);
      const found: string[] = [];
      for (const route of ROUTES) found.push(...(await seriousViolations(route)));
      if (found.length > 0) console.log(`${lang}:\n${found.join('\n')}`);
      expect(found, lang).toEqual([]);
      // 64 routes, each settled and scanned: about 100 s while another e2e file shares the two cores
    },
    240_000,
  );
});
