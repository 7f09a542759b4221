import './antd-screens';
import { Outlet, useLocation } from 'react-router-dom';
import { BreakBanner } from '../../components/break-banner';
import { TabBar } from '../../components/tab-bar';
import styles from './layouts.module.css';
import { announceRoute } from './route-start';
import { ScreenMain } from './screen-main';

/** Tab pages: content above the 54 px tab bar with 70 px bottom padding; /customer is full height. */
export default function DefaultLayout() {
  const { pathname } = useLocation();
  announceRoute(pathname);
  const customer = pathname.toLowerCase().startsWith('/customer');
  return (
    <div className={styles.page}>
      <ScreenMain className={customer ? styles.full : styles.withTabBar}>
        <BreakBanner />
        <Outlet />
      </ScreenMain>
      <TabBar />
    </div>
  );
}
