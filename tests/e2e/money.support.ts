import { expect, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, untilSettled } from './support/browser';
import { readAppEntry } from './support/session';

/** Goes to a route and waits until its screen has rendered (document title) and settled (untilSettled). */
export async function visit(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  try {
    await page.waitForFunction((expected) => document.title.startsWith(expected), title);
  } catch (error) {
    await screenshot(page, 'money', 'failed-visit');
    throw new Error(`${path}: "${title}" never showed; at ${page.url()} titled "${await page.title()}"`, {
      cause: error,
    });
  }
  await untilSettled(page);
}

/** The input a label names (antd-mobile puts the aria-label on the input and on its wrapper). */
export const input = (page: Page, label: string) => page.locator(`input[aria-label="${label}"]`);

/** Types six digits on antd-mobile's number keyboard of the passcode input named `label`, then closes it. */
export async function passcode(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const keyboards = page.locator('.adm-number-keyboard-popup');
  // the keyboard opened last is this input's (an earlier one may still be sliding away)
  const key = (digit: string) =>
    keyboards.getByRole('button', { name: digit, exact: true }).filter({ visible: true }).last();
  for (const digit of digits) await key(digit).click();
  await page.locator('header h1').click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.adm-number-keyboard-popup')].every(
      (popup) => getComputedStyle(popup).display === 'none',
    ),
  );
}

/** The text of an element by its test id. */
export const textOf = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

/** A 375×812 screenshot under /tmp/shots/money/. */
export const shot = (page: Page, name: string) => screenshot(page, 'money', name);

/** Waits until the app has written (or removed) the session token in IndexedDB, so a reload keeps (or drops) it. */
export async function tokenStored(page: Page, present: boolean): Promise<void> {
  await vi.waitFor(async () => expect((await readAppEntry(page, 'token')) !== undefined).toBe(present), {
    timeout: 10_000,
    interval: 50,
  });
}
