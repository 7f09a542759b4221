// antd-mobile's base styles and variables, for the screens under this layout (not needed on /verify).
import 'antd-mobile/es/global';
import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';

/** Member sub-pages: a header of their own (PageHeader), no tab bar. */
export default function UserLayout() {
  return (
    <main className={`${styles.page} ${styles.user}`}>
      <Outlet />
    </main>
  );
}
