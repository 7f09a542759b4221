import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import SliderPuzzle from '../../../../src/features/verify/components/slider-puzzle';
import { mock2d, stubImage } from './support';

// Math.random() = 0 puts the hole at x = 79 (piece 59 + 20): the handle must travel 79 × 260 / 251 ≈ 81.8.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(Math, 'random').mockReturnValue(0);
  mock2d();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const flush = () => act(async () => vi.advanceTimersByTimeAsync(1));

async function renderInline(props: Parameters<typeof SliderPuzzle>[0] = {}) {
  const events = { onSuccess: vi.fn(), onFail: vi.fn(), onReset: vi.fn() };
  render(<SliderPuzzle inline imgs={[]} {...events} {...props} />);
  await flush();
  return { events, slider: screen.getByRole('slider'), status: screen.getByRole('status') };
}

const press = (el: HTMLElement, key: string, times = 1) => {
  for (let i = 0; i < times; i++) fireEvent.keyDown(el, { key });
};

describe('the keyboard path', () => {
  it('moves in steps with the arrows and passes on Enter', async () => {
    const { events, slider, status } = await renderInline();
    expect(status.textContent).toBe('請拖動滑塊，把拼圖塊移入缺口。');
    expect(slider).toHaveProperty('tabIndex', 0);
    press(slider, 'ArrowRight', 17);
    press(slider, 'ArrowLeft');
    expect(slider.getAttribute('aria-valuenow')).toBe('80');
    press(slider, 'Enter');
    expect(status.textContent).toBe('驗證通過！');
    expect(screen.getByText('驗證通過！', { selector: 'div' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(799));
    expect(events.onSuccess).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(events.onSuccess).toHaveBeenCalledTimes(1);
    expect(events.onSuccess.mock.calls[0]?.[0]).toBeLessThan(10);
  });

  it('fails a wrong answer, announces it, and loads a new puzzle after 800 ms', async () => {
    const { events, slider, status } = await renderInline();
    press(slider, 'End');
    expect(slider.getAttribute('aria-valuenow')).toBe('260');
    press(slider, 'Home');
    press(slider, 'PageUp', 2);
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    press(slider, 'Enter');
    expect(status.textContent).toBe('驗證失敗，請重試');
    expect(events.onFail).toHaveBeenCalledTimes(1);
    press(slider, 'ArrowRight');
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    await act(async () => vi.advanceTimersByTimeAsync(800));
    await flush();
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(status.textContent).toBe('已換一張新拼圖。 請拖動滑塊，把拼圖塊移入缺口。');
  });

  it('regenerates and emits reset from the reset button', async () => {
    const { events, status } = await renderInline();
    fireEvent.click(screen.getByRole('button', { name: '換一張' }));
    expect(events.onReset).toHaveBeenCalledTimes(1);
    await flush();
    expect(status.textContent).toContain('已換一張新拼圖。');
  });
});

describe('the pointer path on a canvas shown at half size', () => {
  it('converts the drag to canvas units and passes at the hole', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 155 } as DOMRect);
    const { events, slider } = await renderInline();
    fireEvent.pointerDown(slider, { button: 0, clientX: 20, pointerId: 1 });
    expect(slider.className).toMatch(/active/);
    fireEvent.pointerUp(slider, { clientX: 20 + 41, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('82');
    await act(async () => vi.advanceTimersByTimeAsync(800));
    expect(events.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('fails a drag 6 CSS px (12 canvas units) past the hole', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 155 } as DOMRect);
    const { events, slider } = await renderInline();
    fireEvent.pointerDown(slider, { button: 0, clientX: 20, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 20 + 47, pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('94');
    expect(events.onFail).toHaveBeenCalledTimes(1);
  });

  it('moves the handle and the piece in an animation frame, with no layout read per move', async () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 310 } as DOMRect);
    const { slider } = await renderInline();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    fireEvent.pointerDown(slider, { button: 0, clientX: 0, pointerId: 1 });
    const reads = rect.mock.calls.length;
    fireEvent.pointerMove(slider, { clientX: 30, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 130, pointerId: 1 });
    expect(frames).toHaveLength(1);
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    frames[0]?.(0);
    expect(slider.getAttribute('aria-valuenow')).toBe('130');
    expect(slider.style.transform).toBe('translateX(260%)');
    const piece = document.querySelectorAll('canvas')[1];
    expect(piece?.style.transform).toMatch(/^translateX\(20\d\.\d+%\)$/);
    expect(rect.mock.calls.length).toBe(reads);
    fireEvent.pointerCancel(slider, { pointerId: 1 });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });
});

describe('images and drawing', () => {
  it('still makes a puzzle when the image fails to load', async () => {
    stubImage('error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { slider } = await renderInline({ imgs: ['/puzzle/missing.webp'] });
    await flush();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('missing') }));
    press(slider, 'ArrowRight', 16);
    press(slider, 'Enter');
    expect(screen.getByRole('status').textContent).toBe('驗證通過！');
  });

  it('logs an error and stays loading without a 2D context', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { slider } = await renderInline();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('2D'));
    expect(slider.getAttribute('aria-disabled')).toBe('true');
  });
});
