import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import SliderPuzzle from '../../../../src/features/verify/components/slider-puzzle';
import { mock2d } from './support';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  mock2d();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Harness({ onClose }: { onClose: () => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        open
      </button>
      <SliderPuzzle
        show={show}
        imgs={[]}
        onClose={() => {
          onClose();
          setShow(false);
        }}
      />
    </>
  );
}

async function open() {
  const onClose = vi.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  await act(async () => vi.advanceTimersByTimeAsync(1));
  return { onClose, opener, dialog: screen.getByRole('dialog'), slider: screen.getByRole('slider') };
}

describe('the puzzle dialog', () => {
  it('is absent until shown, then labelled, modal, above the page, with focus on the slider', async () => {
    const { dialog, slider } = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('安全驗證');
    expect(document.activeElement).toBe(slider);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { onClose, opener, dialog } = await open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click outside, not on one inside', async () => {
    const { onClose, dialog } = await open();
    fireEvent.pointerDown(dialog);
    fireEvent.pointerUp(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const overlay = dialog.parentElement as HTMLElement;
    fireEvent.pointerDown(dialog);
    fireEvent.pointerUp(overlay);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses to close while dragging or during the result dwell', async () => {
    const { onClose, dialog, slider } = await open();
    fireEvent.pointerDown(slider, { button: 0, clientX: 0, pointerId: 1 });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerUp(slider, { clientX: 0, pointerId: 1 });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(800));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await open();
    const reset = screen.getByRole('button', { name: '換一張' });
    const slider = screen.getByRole('slider');
    slider.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(reset);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(slider);
  });
});
