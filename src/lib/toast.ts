import { loadImperative } from './antd-imperative';

export const TOAST_MS = 2000;

/** The app's one toast: a short message for 2000 ms (antd's Toast, fetched when the first one shows). */
export function toast(content: string): void {
  void loadImperative(() => import('antd-mobile/es/components/toast')).then(({ default: Toast }) => {
    Toast.show({ content, duration: TOAST_MS });
  });
}
