// antd-mobile's base styles and variables, for the screens under this layout (not needed on /verify).
import 'antd-mobile/es/global';
import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';

/** Login and registration. */
export default function AuthLayout() {
  return (
    <main className={`${styles.page} ${styles.auth}`}>
      <Outlet />
    </main>
  );
}
