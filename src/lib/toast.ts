export const TOAST_MS = 2000;

/**
 * The app's one toast: a short message for 2000 ms. antd's Toast (and its animation library) is fetched
 * when the first toast is shown, so the pages that only make calls do not carry it on their first load.
 */
export function toast(content: string): void {
  void Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render')]).then(
    ([{ default: Toast }, { setUpAntdRender }]) => {
      setUpAntdRender();
      Toast.show({ content, duration: TOAST_MS });
    },
  );
}
