import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';

/** The verification screen. */
export default function VerifyLayout() {
  return (
    <main className={`${styles.page} ${styles.verify}`}>
      <Outlet />
    </main>
  );
}
