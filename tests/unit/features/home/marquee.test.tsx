import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { Marquee } from '../../../../src/features/home/components/marquee';

/** happy-dom lays nothing out: give the box and the line the widths a phone would. */
function widths(box: number, line: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => line);
}

/** A ResizeObserver that reports each box once after it is observed, as a browser does after laying it out. */
let report = () => {};
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    report = () => this.callback();
    setTimeout(report);
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the notice line', () => {
  it('stands still when it fits its box', async () => {
    widths(320, 200);
    const { container } = render(<Marquee text="1. 短公告" />);
    await new Promise((resolve) => setTimeout(resolve));
    expect(container.querySelector('[data-scrolling]')?.getAttribute('data-scrolling')).toBe('false');
    expect(container.textContent).toBe('1. 短公告');
  });

  it('scrolls seamlessly when wider than its box, at 50 px/s, with the copy hidden from screen readers', async () => {
    widths(320, 900);
    const { container } = render(<Marquee text="1. 很長的公告  2. 另一則很長的公告" />);
    await waitFor(() =>
      expect(container.querySelector('[data-scrolling]')?.getAttribute('data-scrolling')).toBe('true'),
    );
    const track = container.querySelector<HTMLElement>('[data-scrolling] > div');
    expect(track?.style.getPropertyValue('--distance')).toBe('-900px');
    expect(track?.style.animationDuration).toBe('18s');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('reads no layout before the browser has laid the box out (a read in the render’s task forces a layout)', async () => {
    widths(320, 900);
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    const { container } = render(<Marquee text="1. 很長的公告" />);
    expect(scrollWidth).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelector('[data-scrolling="true"]')).not.toBeNull());
  });

  it('measures again when its box changes size', async () => {
    widths(320, 200);
    const { container } = render(<Marquee text="1. 短公告" />);
    await new Promise((resolve) => setTimeout(resolve));
    widths(120, 200);
    report();
    await waitFor(() => expect(container.querySelector('[data-scrolling="true"]')).not.toBeNull());
  });
});
