/**
 * antd-mobile controls that act on click yet are neither focusable nor keyboard-operable: a clickable
 * List.Item (an <a> without href, also every CheckList item), CapsuleTabs' tabs, Selector's options and a Switch
 * (which keeps its own role, switch, and aria-checked).
 * Their props cannot carry a role or a key handler, so the document makes them reachable and operable.
 */
const CLICKABLE =
  '.adm-list-item.adm-plain-anchor:not([href]), .adm-capsule-tabs-tab, .adm-selector-item, .adm-switch:not(.adm-switch-disabled)';
/** antd marks the chosen capsule or checked item only by a class */
const TOGGLES = '.adm-capsule-tabs-tab, .adm-check-list-item';
const ACTIVE = '.adm-capsule-tabs-tab-active, .adm-check-list-item-active';

function enable(element: Element): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '0');
  if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  if (element.getAttribute('role') === 'button' && element.matches(TOGGLES)) {
    element.setAttribute('aria-pressed', String(element.matches(ACTIVE)));
  }
}

function enableWithin(node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(CLICKABLE)) enable(node);
  for (const element of node.querySelectorAll(CLICKABLE)) enable(element);
}

/** Enter or Space on one of those controls clicks it, as on a button. Returns the undo. */
export function installKeyboardBridge(root: HTMLElement): () => void {
  enableWithin(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(enableWithin);
      else if (record.target instanceof Element && record.target.matches(CLICKABLE)) enable(record.target);
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || event.defaultPrevented) return;
    if (!target.matches(CLICKABLE) || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault(); // Space would scroll the page
    target.click();
  };
  root.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    root.removeEventListener('keydown', onKeyDown);
  };
}
