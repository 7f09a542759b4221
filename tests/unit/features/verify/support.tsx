import { vi } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import zhHant from '../../../../src/lib/i18n/locales/zh-Hant/verify.json';

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

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'zh-Hant',
  resources: { 'zh-Hant': { verify: zhHant } },
  interpolation: { escapeValue: false },
});

export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
