import './antd-screens';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TabBar } from '../../components/tab-bar';
import styles from './layouts.module.css';
import { announceRoute } from './route-start';
import { ScreenMain } from './screen-main';

// In a chunk of its own, not the layout's: it reads the API, which every layout's start would carry. Requested as
// the layout's code runs (with the screen's own loads), not once the layout renders: one chained request less.
const bannerCode = import('../../components/break-banner');
const BreakBanner = lazy(() => bannerCode.then((m) => ({ default: m.BreakBanner })));

/** Tab pages: content above the 54 px tab bar with 70 px bottom padding; /customer is full height. */
export default function DefaultLayout() {
  const { pathname } = useLocation();
  announceRoute(pathname);
  const customer = pathname.toLowerCase().startsWith('/customer');
  return (
    <div className={styles.page}>
      <ScreenMain className={customer ? styles.full : styles.withTabBar}>
        {/* busy while its code loads: a screen is not settled until the banner has asked for the break in force */}
        <Suspense fallback={<span aria-busy="true" hidden />}>
          <BreakBanner />
        </Suspense>
        <Outlet />
      </ScreenMain>
      <TabBar />
    </div>
  );
}
