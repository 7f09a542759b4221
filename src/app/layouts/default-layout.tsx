import './antd-screens';
import { Outlet, useLocation } from 'react-router-dom';
import { hasReads } from 'virtual:route-reads/paths';
import { TabBar } from '../../components/tab-bar';
import styles from './layouts.module.css';
import { announceRoute } from './route-start';
import { ScreenMain } from './screen-main';

// The first tab screen's reads start as this layout loads at boot (lib/query/prefetch.ts needs only the data
// layer's part of the screen's files), while the rest of the screen's code is still arriving. Through use-call,
// the data layer's one chunk: importing prefetch.ts itself would split it, one more file in every screen's map.
if (hasReads(location.pathname)) {
  void import('../../lib/query/use-call').then((dataLayer) => dataLayer.startRouteReads(location.pathname));
}

/** Tab pages: content above the 54 px tab bar with 70 px bottom padding; /customer is full height. */
export default function DefaultLayout() {
  const { pathname } = useLocation();
  announceRoute(pathname);
  const customer = pathname.toLowerCase().startsWith('/customer');
  return (
    <div className={styles.page}>
      <ScreenMain className={customer ? styles.full : styles.withTabBar}>
        <Outlet />
      </ScreenMain>
      <TabBar />
    </div>
  );
}
