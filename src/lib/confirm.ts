import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { loadImperative } from './antd-imperative';

/** antd's confirm dialog, resolved true when confirmed. */
export async function confirm(props: DialogConfirmProps): Promise<boolean> {
  const { default: Dialog } = await loadImperative(() => import('antd-mobile/es/components/dialog'));
  return Dialog.confirm(props);
}
