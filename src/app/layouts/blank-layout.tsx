import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';
import { ScreenMain } from './screen-main';

/** 404 and maintenance: nothing around the page. */
export default function BlankLayout() {
  return (
    <ScreenMain className={`${styles.page} ${styles.blank}`}>
      <Outlet />
    </ScreenMain>
  );
}
