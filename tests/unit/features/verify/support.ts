import { vi } from 'vitest';

/** happy-dom has no canvas: every 2D call becomes a recorded no-op. */
export function mock2d() {
  const calls: string[] = [];
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, key) {
      if (!(key in target)) target[key] = vi.fn((..._args: unknown[]) => calls.push(String(key)));
      return target[key];
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  const spy = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  return { ctx, calls, spy };
}

/** An Image whose every load fails (or succeeds) on the next tick. */
export function stubImage(outcome: 'load' | 'error') {
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    width = 620;
    height = 320;
    set src(_value: string) {
      setTimeout(() => (outcome === 'load' ? this.onload?.() : this.onerror?.()), 0);
    }
  }
  vi.stubGlobal('Image', FakeImage);
}
