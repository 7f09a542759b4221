import { describe, expect, it } from 'vitest';
import { setNavigationProgress } from '../../../src/app/progress';

describe('navigation progress bar', () => {
  it('shows a bar nprogress can move, without the invalid role="bar"', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    setNavigationProgress(true);
    await expect
      .poll(() => document.querySelector<HTMLElement>('#nprogress .bar')?.style.transform)
      .toMatch(/translate/);
    const bar = document.querySelector('#nprogress .bar');
    expect(bar?.getAttribute('role')).toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    setNavigationProgress(false);
    // done() runs the bar to the end and then removes it
    await expect.poll(() => document.querySelector('#nprogress'), { timeout: 3000 }).toBeNull();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });
});
