import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { Marquee } from '../../../../src/features/home/components/marquee';

/** happy-dom lays nothing out: give the box and the line the widths a phone would. */
function widths(box: number, line: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => line);
}

afterEach(() => vi.restoreAllMocks());

describe('the notice line', () => {
  it('stands still when it fits its box', () => {
    widths(320, 200);
    const { container } = render(<Marquee text="1. 短公告" />);
    expect(container.querySelector('[data-scrolling]')?.getAttribute('data-scrolling')).toBe('false');
    expect(container.textContent).toBe('1. 短公告');
  });

  it('scrolls seamlessly when wider than its box, at 50 px/s, with the copy hidden from screen readers', () => {
    widths(320, 900);
    const { container } = render(<Marquee text="1. 很長的公告  2. 另一則很長的公告" />);
    expect(container.querySelector('[data-scrolling]')?.getAttribute('data-scrolling')).toBe('true');
    const track = container.querySelector<HTMLElement>('[data-scrolling] > div');
    expect(track?.style.getPropertyValue('--distance')).toBe('-900px');
    expect(track?.style.animationDuration).toBe('18s');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });
});
