import { Outlet } from 'react-router-dom';
import styles from './layouts.module.css';

/** 404 and maintenance: nothing around the page. */
export default function BlankLayout() {
  return (
    <main className={`${styles.page} ${styles.blank}`}>
      <Outlet />
    </main>
  );
}
