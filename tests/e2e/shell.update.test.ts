import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newPhonePage, screenshot } from './support/browser';
import { DIST_DIR } from './support/server';
import { useServerAndBrowser } from './support/setup';
import { passVerification } from './support/session';

const SECOND = 'e2e-second-build';
const work = mkdtempSync(path.join(tmpdir(), 'shell-update-'));
const served = path.join(work, 'served');

beforeAll(() => {
  cpSync(DIST_DIR, served, { recursive: true });
  // A second build of the same source with another version: new chunks, new precache list, new sw.js.
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', path.join(work, 'second'), '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, NODE_ENV: 'production', VITE_APP_VERSION: SECOND },
      stdio: 'inherit',
    },
  );
});
const env = useServerAndBrowser({ distDir: served });
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fresh visitor on the first build, then the second build is deployed and the browser checks for it. */
async function visitThenDeploySecond() {
  cpSync(DIST_DIR, served, { recursive: true });
  const visit = await newPhonePage(env.browser, env.server.url);
  await passVerification(visit.page);
  await visit.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const version = await visit.page.evaluate(() => document.documentElement.dataset.version);
  expect(version).not.toBe(SECOND);
  cpSync(path.join(work, 'second'), served, { recursive: true });
  // What the hourly check does, now.
  await visit.page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = visit.page.getByRole('alertdialog');
  await prompt.getByText('有新版本可用').waitFor({ timeout: 30_000 });
  return { ...visit, prompt, version };
}

describe('a new version', () => {
  it('is offered in the app and, on "later", keeps waiting while the page runs on', async () => {
    const { page, context, prompt, version } = await visitThenDeploySecond();
    await screenshot(page, 'shell', 'update-prompt');
    await prompt.getByRole('button', { name: '稍後' }).click();
    expect(await prompt.count()).toBe(0);
    // a second of the page's own clock: a reload or a new prompt on a timer would have come by now
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => document.documentElement.dataset.version)).toBe(version);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );
    await context.close();
  });

  it('is applied when the user accepts: the new service worker takes over and the page reloads once', async () => {
    const { page, context, prompt } = await visitThenDeploySecond();
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: '立即更新' }).click()]);
    await page.waitForFunction((second) => document.documentElement.dataset.version === second, SECOND);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});
