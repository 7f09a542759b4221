// In-page probes of the keyboard test: installed into the page with page.evaluate(installKeyboardProbe).
// The function is serialized into the page, so it refers to nothing outside itself.

export interface Control {
  id: number;
  /** tag.class "text": names the element in a failure */
  label: string;
  width: number;
  height: number;
  /** a larger hit area: an absolutely positioned ::before/::after, or a field together with its <label> */
  area: { width: number; height: number; how: string } | null;
  /** a link inside a sentence of text (WCAG 2.5.8 inline exception) */
  inline: boolean;
  /** a tab of a roving-tabindex tablist: reached when its tablist is */
  rovingTab: boolean;
  disabled: boolean;
}

export interface Focused {
  /** a stable number for the focused element, to tell when the Tab walk has come round */
  key: number;
  label: string;
  /** how its focus shows, or null when nothing visible changes */
  indicator: string | null;
}

export interface Marked {
  controls: Control[];
  /** an open modal dialog limits the controls to its own */
  modal: boolean;
}

export interface KeyboardProbe {
  /** numbers the visible interactive controls and records how every focusable element looks unfocused */
  mark: () => Marked;
  /** what has focus now, and whether it shows */
  focused: () => Focused | null;
  /** ids of the marked controls the focus has reached so far */
  reached: () => number[];
}

type ProbeWindow = Window & { keyboardProbe: KeyboardProbe };

// For page.evaluate once the probe is installed.
export const markControls = () => (window as unknown as ProbeWindow).keyboardProbe.mark();
export const focusedNow = () => (window as unknown as ProbeWindow).keyboardProbe.focused();
export const reachedIds = () => (window as unknown as ProbeWindow).keyboardProbe.reached();

export function installKeyboardProbe(selector: string): void {
  const win = window as unknown as ProbeWindow;
  const controls = new Map<number, Element>();
  const reached = new Set<number>();
  const before = new Map<Element, string[]>();
  const keys = new WeakMap<Element, number>();
  let nextKey = 0;

  const label = (el: Element) => {
    const classes = [...el.classList].slice(0, 3).join('.');
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name}"`;
  };
  const px = (value: string) => parseFloat(value) || 0;
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return [
      s.outlineStyle,
      s.outlineWidth,
      s.outlineColor,
      s.boxShadow,
      s.borderColor,
      s.borderWidth,
      s.backgroundColor,
    ];
  };
  const clips = (el: Element) => {
    const s = getComputedStyle(el);
    return s.overflowX !== 'visible' || s.overflowY !== 'visible';
  };
  /** the box left to see once every clipping ancestor has cut it */
  const visibleBox = (el: Element, grow = 0) => {
    const r = el.getBoundingClientRect();
    let [top, left, bottom, right] = [r.top - grow, r.left - grow, r.bottom + grow, r.right + grow];
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).position === 'fixed') break;
      if (!clips(a) || a === document.documentElement || a === document.body) continue;
      const c = a.getBoundingClientRect();
      [top, left, bottom, right] = [
        Math.max(top, c.top),
        Math.max(left, c.left),
        Math.min(bottom, c.bottom),
        Math.min(right, c.right),
      ];
    }
    return { top, left, bottom, right };
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    const s = getComputedStyle(el);
    if (s.visibility !== 'visible') return false;
    for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).opacity === '0') return false;
    const box = visibleBox(el);
    return box.right - box.left >= 1 && box.bottom - box.top >= 1;
  };
  /** not covered by another layer (a loading screen, a dialog's backdrop) where it shows once scrolled to */
  const onTop = (el: Element) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const box = visibleBox(el);
    const points = [
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ];
    return points.some(([x = 0, y = 0]) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (el.contains(hit) || hit.contains(el));
    });
  };
  const clickableRoot = (el: Element) =>
    getComputedStyle(el).cursor === 'pointer' &&
    !(el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') &&
    !(el instanceof HTMLLabelElement);
  const round = (n: number) => Math.round(n * 10) / 10;
  const hitArea = (el: Element) => {
    const pseudos = ['::before', '::after']
      .map((which) => ({ which, s: getComputedStyle(el, which) }))
      .filter(({ s }) => s.content !== 'none' && s.position === 'absolute')
      .map(({ which, s }) => ({ width: round(px(s.width)), height: round(px(s.height)), how: which }))
      .sort((a, b) => Math.min(b.width, b.height) - Math.min(a.width, a.height));
    if (pseudos[0]) return pseudos[0];
    const labels = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? [...(el.labels ?? [])] : [];
    if (labels.length === 0) return null;
    // a click on a field's <label> focuses it: the label is part of its target
    const boxes = [el, ...labels].map((part) => part.getBoundingClientRect());
    const top = Math.min(...boxes.map((b) => b.top));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    const left = Math.min(...boxes.map((b) => b.left));
    const right = Math.max(...boxes.map((b) => b.right));
    return { width: round(right - left), height: round(bottom - top), how: 'with its label' };
  };
  const inlineInText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    const own = (el.textContent ?? '').trim().length;
    return !!block && (block.textContent ?? '').trim().length > own + 10;
  };
  /** a focus indicator: an unclipped outline, or a shadow, border or background that differs from unfocused */
  const indicator = (focused: Element): string | null => {
    const fr = focused.getBoundingClientRect();
    for (let el: Element | null = focused, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
      const r = el.getBoundingClientRect();
      // a wrapper shows the focus only when it is the control's own box (antd Input, list row)
      if (depth > 0 && (r.width > fr.width * 3 + 40 || r.height > fr.height * 3 + 40)) break;
      const s = getComputedStyle(el);
      const width = px(s.outlineWidth);
      if (s.outlineStyle !== 'none' && width >= 1 && !s.outlineColor.endsWith(', 0)')) {
        // the outline is a band from `offset` to `offset + width` outside the box (inside when negative);
        // count the sides where at least a pixel of it is left by the clipping ancestors
        const offset = px(s.outlineOffset);
        const clip = visibleBox(el, Math.abs(offset) + width + 1);
        const r2 = el.getBoundingClientRect();
        const band = (edge: number, outward: number): [number, number] => {
          const [a, b] = [edge + outward * offset, edge + outward * (offset + width)];
          return [Math.min(a, b), Math.max(a, b)];
        };
        const shows = ([low, high]: [number, number], from: number, to: number) =>
          Math.min(high, to) - Math.max(low, from) >= 1;
        const sides = [
          shows(band(r2.top, -1), clip.top, clip.bottom),
          shows(band(r2.bottom, 1), clip.top, clip.bottom),
          shows(band(r2.left, -1), clip.left, clip.right),
          shows(band(r2.right, 1), clip.left, clip.right),
        ].filter(Boolean).length;
        if (sides >= 2) return `outline ${s.outlineWidth} ${s.outlineStyle} on ${label(el)}`;
      }
      const was = before.get(el);
      const now = look(el);
      if (was) {
        if (now[3] !== was[3] && now[3] !== 'none') return `box-shadow on ${label(el)}`;
        if (now[4] !== was[4] || now[5] !== was[5]) return `border on ${label(el)}`;
        if (now[6] !== was[6]) return `background on ${label(el)}`;
      }
    }
    return null;
  };

  win.keyboardProbe = {
    mark: () => {
      controls.clear();
      reached.clear();
      before.clear();
      for (const el of document.querySelectorAll('*')) {
        if (el.matches(selector) || (el as HTMLElement).tabIndex >= 0) before.set(el, look(el));
      }
      for (const el of before.keys()) {
        for (let a = el.parentElement, depth = 0; a && depth < 3; a = a.parentElement, depth++) before.set(a, look(a));
      }
      const modal = [...document.querySelectorAll('dialog[open], [aria-modal="true"]')].find(
        (el) => el.matches(':modal, [aria-modal="true"]') && shown(el),
      );
      const found = [...(modal ?? document.body).querySelectorAll('*')].filter(
        (el) => (el.matches(selector) || clickableRoot(el)) && shown(el) && onTop(el),
      );
      window.scrollTo(0, 0);
      const list: Control[] = found.map((el, id): Control => {
        controls.set(id, el);
        const r = el.getBoundingClientRect();
        return {
          id,
          label: label(el),
          width: round(r.width),
          height: round(r.height),
          area: hitArea(el),
          inline: inlineInText(el),
          rovingTab: el.getAttribute('role') === 'tab' && el.getAttribute('tabindex') === '-1',
          disabled: el.matches(':disabled, [aria-disabled="true"], .adm-button-disabled, .adm-list-item-disabled'),
        };
      });
      return { controls: list, modal: !!modal };
    },
    focused: () => {
      const f = document.activeElement;
      if (!f || f === document.body || f === document.documentElement) return null;
      if (!keys.has(f)) keys.set(f, ++nextKey);
      for (const [id, el] of controls) {
        if (el === f || el.contains(f) || f.contains(el)) reached.add(id);
        const tablist: Element | null = el.closest('[role="tablist"]');
        if (el.getAttribute('role') === 'tab' && tablist?.contains(f)) reached.add(id);
      }
      return { key: keys.get(f) ?? 0, label: label(f), indicator: indicator(f) };
    },
    reached: () => [...reached],
  };
}
