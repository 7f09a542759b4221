import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';

/**
 * antd's confirm dialog, resolved true when confirmed. Like the toast, the dialog and its React 19 render
 * hook are fetched on first use, so no page carries them on its first load.
 */
export async function confirm(props: DialogConfirmProps): Promise<boolean> {
  const [{ default: Dialog }, { setUpAntdRender }] = await Promise.all([
    import('antd-mobile/es/components/dialog'),
    import('./antd-render'),
  ]);
  setUpAntdRender();
  return Dialog.confirm(props);
}
