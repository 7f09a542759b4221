import { createElement } from 'react';
import { loadImperative } from './antd-imperative';

export const TOAST_MS = 2000;

/** The app's one toast: a short message for 2000 ms (antd's Toast and its text, fetched when the first one shows). */
export function toast(content: string): void {
  void Promise.all([loadImperative(() => import('antd-mobile/es/components/toast')), import('./toast-text')]).then(
    ([{ default: Toast }, { ToastText }]) => {
      Toast.show({ content: createElement(ToastText, { text: content }), duration: TOAST_MS });
    },
  );
}
