import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PullToRefresh } from '../../../src/components/pull-to-refresh';

const touch = (target: Element, type: string, clientY?: number) =>
  act(async () => {
    target.dispatchEvent(
      Object.assign(new Event(type, { bubbles: true, cancelable: true }), {
        touches: clientY === undefined ? [] : [{ clientY }],
      }),
    );
  });

afterEach(() => vi.useRealTimers());

/** The component around one paragraph; returns that paragraph, where the finger goes. */
function renderPullable(onRefresh: () => Promise<void>): HTMLElement {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>content</p>
    </PullToRefresh>,
  );
  return screen.getByText('content');
}

describe('pull to refresh', () => {
  it('refreshes after a pull past the threshold, saying what is happening', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const content = renderPullable(onRefresh);
    await touch(content, 'touchstart', 100);
    await touch(content, 'touchmove', 160);
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    await touch(content, 'touchmove', 260);
    expect(screen.getByText('釋放立即刷新')).toBeTruthy();
    await touch(content, 'touchend');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('刷新中…')).toBeTruthy();
    await act(async () => finish());
    expect(screen.getByText('刷新成功')).toBeTruthy();
  });

  it('does nothing for a short pull', async () => {
    const onRefresh = vi.fn(async () => {});
    const content = renderPullable(onRefresh);
    await touch(content, 'touchstart', 100);
    await touch(content, 'touchmove', 150);
    await touch(content, 'touchend');
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('下拉刷新')).toBeNull();
  });
});
