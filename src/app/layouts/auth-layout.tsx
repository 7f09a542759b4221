import './antd-screens';
import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';
import { ScreenMain } from './screen-main';

/** Login and registration. */
export default function AuthLayout() {
  return (
    <ScreenMain className={`${styles.page} ${styles.auth}`}>
      <Outlet />
    </ScreenMain>
  );
}
