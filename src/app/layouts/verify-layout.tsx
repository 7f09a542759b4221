import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';
import { ScreenMain } from './screen-main';

/** The verification screen. */
export default function VerifyLayout() {
  return (
    <ScreenMain className={`${styles.page} ${styles.verify}`}>
      <Outlet />
    </ScreenMain>
  );
}
