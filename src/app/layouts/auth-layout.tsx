import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';
import { setUpAntdRender } from '../../lib/antd-render';

// Screens under this layout use antd-mobile's Toast and Dialog.
setUpAntdRender();

/** Login and registration. */
export default function AuthLayout() {
  return (
    <main className={`${styles.page} ${styles.auth}`}>
      <Outlet />
    </main>
  );
}
