import './antd-screens';
import { Outlet, useLocation } from 'react-router-dom';
import styles from './layouts.module.css';
import { announceRoute } from './route-start';
import { ScreenMain } from './screen-main';

/** Member sub-pages: a header of their own (PageHeader), no tab bar. */
export default function UserLayout() {
  announceRoute(useLocation().pathname);
  return (
    <ScreenMain className={`${styles.page} ${styles.user}`}>
      <Outlet />
    </ScreenMain>
  );
}
