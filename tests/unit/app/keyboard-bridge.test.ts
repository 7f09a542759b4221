import { describe, expect, it, vi } from 'vitest';
import { installKeyboardBridge } from '../../../src/app/keyboard-bridge';

const press = (element: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('keyboard bridge for antd-mobile controls without keyboard support', () => {
  it('makes clickable list items, capsules and options focusable buttons that Enter and Space click', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<a class="adm-list-item adm-plain-anchor">Settings</a><a class="adm-list-item" href="/x">x</a>';
    document.body.append(root);
    const undo = installKeyboardBridge(root);
    const [item, link] = [...root.querySelectorAll('a')] as [HTMLAnchorElement, HTMLAnchorElement];
    expect(item.getAttribute('tabindex')).toBe('0');
    expect(item.getAttribute('role')).toBe('button');
    expect(link.hasAttribute('tabindex')).toBe(false);

    const clicked = vi.fn();
    item.addEventListener('click', clicked);
    expect(press(item, 'Enter').defaultPrevented).toBe(true);
    expect(press(item, ' ').defaultPrevented).toBe(true);
    expect(press(item, 'a').defaultPrevented).toBe(false);
    expect(clicked).toHaveBeenCalledTimes(2);

    // rendered later, and marked chosen by class only
    root.insertAdjacentHTML('beforeend', '<div class="adm-capsule-tabs-tab">All</div>');
    const capsule = root.querySelector('.adm-capsule-tabs-tab')!;
    await vi.waitFor(() => expect(capsule.getAttribute('aria-pressed')).toBe('false'));
    capsule.classList.add('adm-capsule-tabs-tab-active');
    await vi.waitFor(() => expect(capsule.getAttribute('aria-pressed')).toBe('true'));

    root.insertAdjacentHTML('beforeend', '<div class="adm-selector-item" role="option">TRC20</div>');
    const option = root.querySelector('.adm-selector-item')!;
    await vi.waitFor(() => expect(option.getAttribute('tabindex')).toBe('0'));
    expect(option.getAttribute('role')).toBe('option');

    undo();
    press(item, 'Enter');
    expect(clicked).toHaveBeenCalledTimes(2);
    root.remove();
  });
});
