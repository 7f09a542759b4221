import './antd-screens';
import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';
import { ScreenMain } from './screen-main';

/** Member sub-pages: a header of their own (PageHeader), no tab bar. */
export default function UserLayout() {
  return (
    <ScreenMain className={`${styles.page} ${styles.user}`}>
      <Outlet />
    </ScreenMain>
  );
}
