import './antd-screens';
import { Outlet, useLocation } from 'react-router-dom';
import styles from './layouts.module.css';
import { announceRoute } from './route-start';
import { ScreenMain } from './screen-main';

/** Login and registration. */
export default function AuthLayout() {
  announceRoute(useLocation().pathname);
  return (
    <ScreenMain className={`${styles.page} ${styles.auth}`}>
      <Outlet />
    </ScreenMain>
  );
}
