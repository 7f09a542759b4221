import { Toast } from 'antd-mobile';
import { setUpAntdRender } from './antd-render';

export const TOAST_MS = 2000;

/** The app's one toast: a short message for 2000 ms. */
export function toast(content: string): void {
  setUpAntdRender();
  Toast.show({ content, duration: TOAST_MS });
}
