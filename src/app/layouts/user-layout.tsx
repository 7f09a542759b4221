import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';
import { setUpAntdRender } from '../../lib/antd-render';

// Screens under this layout use antd-mobile's Toast and Dialog.
setUpAntdRender();

/** Member sub-pages: a header of their own (PageHeader), no tab bar. */
export default function UserLayout() {
  return (
    <main className={`${styles.page} ${styles.user}`}>
      <Outlet />
    </main>
  );
}
