import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, newPhonePage, PHONE, screenshot, untilSettled } from './support/browser';
import { useServerAndBrowser } from './support/setup';
import { loginViaApi, passVerification, registerViaApi } from './support/session';

const env = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await newPhonePage(env.browser, env.server.url));
  await passVerification(page);
  await loginViaApi(page, env.server.url, await registerViaApi(env.server.url));
});

const show = async (route: string, title: string) => {
  await page.goto(route);
  await page.waitForFunction((expected) => document.title.startsWith(expected), title);
  await untilSettled(page);
};

describe('layouts at 375×812', () => {
  it('the default layout: a 54 px tab bar with 5 tabs, the active one marked, 70 px bottom padding', async () => {
    await show('/my', '我的');
    const tabBar = page.getByRole('navigation', { name: '主選單' });
    const box = await tabBar.boundingBox();
    expect(box?.height).toBeCloseTo(54, 0);
    expect(box!.y + box!.height).toBeCloseTo(812, 0);
    expect(await tabBar.getByRole('link').allInnerTexts()).toEqual(['首頁', '交易', '客服', '資訊', '我的']);
    expect(await tabBar.locator('[aria-current="page"]').innerText()).toBe('我的');
    const padding = await page.locator('main').evaluate((main) => getComputedStyle(main).paddingBottom);
    expect(parseFloat(padding)).toBeCloseTo(70, 0);
    await screenshot(page, 'shell', 'layout-default-my');

    await tabBar.getByRole('link', { name: '資訊' }).click();
    await tabBar.locator('[aria-current="page"]', { hasText: '資訊' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/zixun');
  });

  it.each([
    ['/', '首頁', 'layout-default-home'],
    ['/my/setting', '設定', 'layout-user'],
    ['/404', '找不到頁面', 'layout-blank-404'],
  ])('%s renders (screenshot %s)', async (route, title, name) => {
    await show(route, title);
    await screenshot(page, 'shell', name);
    expect(await page.locator('main').count()).toBeGreaterThan(0);
  });

  it('the maintenance page (blank layout), opened while the server answers, returns to where the visitor was', async () => {
    const { page: visitor, context } = await newPhonePage(env.browser, env.server.url);
    await visitor.goto('/maintain?from=%2Fmy');
    // it claims no outage it has not seen (what it says when one is there: shell.offline, words.walk)
    expect(await visitor.getByText('暫時無法連線').count()).toBe(0);
    // the gates then apply
    await visitor.waitForURL((url) => !url.pathname.startsWith('/maintain'));
    await context.close();
  });

  it('the verify and auth layouts', async () => {
    const { page: visitor, context } = await newPhonePage(env.browser, env.server.url);
    await visitor.goto('/verify');
    await visitor.waitForFunction(() => document.title.startsWith('身份驗證'));
    await untilSettled(visitor);
    await screenshot(visitor, 'shell', 'layout-verify');
    expect(await visitor.getByRole('navigation', { name: '主選單' }).count()).toBe(0);

    await passVerification(visitor);
    await visitor.goto('/auth/login');
    await visitor.waitForFunction(() => document.title.startsWith('登入'));
    await untilSettled(visitor);
    await screenshot(visitor, 'shell', 'layout-auth');
    expect(await visitor.getByRole('navigation', { name: '主選單' }).count()).toBe(0);
    await context.close();
  });

  it("/customer shows the config's customer-service page of this server inside the app, staying on /customer", async () => {
    await page.goto('/customer');
    await page.getByRole('heading', { name: '聯絡我們' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer');
  });

  it('is installable: manifest with icons, and a service worker that controls the page', async () => {
    const manifest = (await (await fetch(`${env.server.url}/manifest.webmanifest`)).json()) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { url: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      expect((await fetch(env.server.url + icon.src)).headers.get('content-type')).toBe('image/png');
    }
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/my/deposit',
      '/my/withdraw',
      '/trade',
      '/my/ledgerrecord',
    ]);
    expect(manifest.screenshots.filter((shot) => shot.form_factor === 'narrow').length).toBeGreaterThanOrEqual(2);
    for (const shot of manifest.screenshots) {
      const png = Buffer.from(await (await fetch(env.server.url + shot.src)).arrayBuffer());
      // a PNG's width and height sit at bytes 16-23 of its IHDR chunk
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
    const html = await (await fetch(`${env.server.url}/verify`)).text();
    const touchIcon = /<link rel="apple-touch-icon" sizes="180x180" href="([^"]+)"/.exec(html)?.[1];
    expect(touchIcon).toBeDefined();
    const touchPng = Buffer.from(await (await fetch(`${env.server.url}${touchIcon}`)).arrayBuffer());
    expect([touchPng.readUInt32BE(16), touchPng.readUInt32BE(20)]).toEqual([180, 180]);

    // Chromium never offers installation in an incognito context: ask a real profile.
    const profile = mkdtempSync(path.join(tmpdir(), 'shell-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: PHONE,
    });
    try {
      const visitor = context.pages()[0] ?? (await context.newPage());
      await visitor.goto(`${env.server.url}/verify`);
      await visitor.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(visitor);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      expect(await visitor.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
