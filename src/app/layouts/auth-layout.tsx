import './antd-screens';
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
