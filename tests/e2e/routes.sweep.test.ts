import path from 'node:path';
import { Converter } from 'opencc-js/t2cn';
import type { Page } from 'playwright-core';
import type { Language } from '../../contract/messages';
import { ROUTES, settle } from './a11y.support';
import { countFetches, keepInsideTheHour, LOCALE, PHONE, screenshot } from './support/browser';
import { MEMBER_TYPED, memberWithHistory, withRecord, type MemberWithHistory } from './support/member-history';
import { passVerification } from './support/session';
import { useServerAndBrowser } from './support/setup';

/**
 * The one route sweep: every route of the route table, as a verified member with a record of each kind (a detail
 * screen opens the member's own) at 375×812, in each language, opened once and checked for what each screen owes:
 * axe-core finds no serious or critical violation, nothing is wider than the phone, no i18n key is left on screen,
 * no other language's script shows, no script error. A screenshot of each.
 */
const AXE = path.resolve('node_modules/axe-core/axe.min.js');
const LANGUAGES: [Language, string][] = [
  ['zh-Hant', '繁體中文'],
  ['zh-Hans', '简体中文'],
  ['en', 'English'],
];
/** Screens the route table opens one way only: a news item that is not there. */
const EXTRA_URLS = ['/home/news/detail?id=abc'];
// what an i18n key left on screen looks like ("nav.deposit", "category.rewards")
const RAW_KEY =
  /\b(?:header|nav|notice|carousel|news|balance|announce|refresh|login|register|field|placeholder|category|notFound|wait|title)\.[a-zA-Z]+/;
const HAN = /\p{Script=Han}/gu;
// character by character: a text in simplified Chinese has nothing for this to change
const toSimplified = Converter({ from: 'tw', to: 'cn' });

const env = useServerAndBrowser({ distDir: process.env.E2E_DIST_DIR });
let page: Page;
let member: MemberWithHistory;
const errors: string[] = [];

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
  page.on('pageerror', (error) => errors.push(error.message));
  await passVerification(page);
  member = await memberWithHistory(env.server, page, env.clock);
});

interface Found {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical findings on the screen shown (no reload: axe stays loaded). */
async function seriousViolations(url: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Found[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${url} ${violation.id} (${violation.impact}) ${JSON.stringify(node.target)}`),
    );
}

/** What on screen is written in another language's script: Han in English, traditional-only in 简体. */
function otherScript(text: string, lang: Language): string[] {
  if (lang === 'en') return text.match(HAN) ?? [];
  if (lang === 'zh-Hans') return [...new Set(text.match(HAN))].filter((char) => toSimplified(char) !== char);
  return [];
}

/** Everything the screen at `url` does wrong in `lang`, as lines naming the screen. */
async function defects(url: string, lang: Language): Promise<string[]> {
  // not this screen's words: the language switch names each language in itself, and what the member typed
  const theirs = [...LANGUAGES.map(([, name]) => name), ...Object.values(MEMBER_TYPED)];
  const text = theirs.reduce((shown, name) => shown.replaceAll(name, ''), await page.locator('body').innerText());
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return [
    ...(await seriousViolations(url)),
    ...(width > PHONE.width ? [`${url} is ${width} px wide`] : []),
    ...(RAW_KEY.test(text) ? [`${url} shows the key ${RAW_KEY.exec(text)?.[0]}`] : []),
    ...otherScript(text, lang).map((char) => `${url} shows ${char}`),
  ];
}

async function chooseLanguage(name: string, lang: string): Promise<void> {
  await settle(page, '/my/setting');
  await page.locator('.adm-check-list-item').filter({ hasText: name }).click();
  await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
}

describe('every screen, in every language', () => {
  it('reads the whole route table', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES).toContain('/verify');
  });

  it.each(LANGUAGES)(
    'in %s: axe, width, keys and script',
    async (lang, name) => {
      await chooseLanguage(name, lang);
      const found: string[] = [];
      for (const url of [...ROUTES.map((route) => withRecord(route, member.keys)), ...EXTRA_URLS]) {
        await settle(page, url);
        found.push(...(await defects(url, lang)));
        const slug = url.replace(/\?key=.*$/, '').replace(/^\//, '').replace(/[/?=&%]+/g, '-') || 'root';
        await screenshot(page, 'sweep', `${slug}-${lang}`);
      }
      if (found.length > 0) console.log(`${lang}:\n${found.join('\n')}`);
      expect(found, lang).toEqual([]);
      expect(errors).toEqual([]);
    },
    240_000,
  );
});
