import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import { matchPath, Route, Routes } from 'react-router-dom';
import { i18next, type Namespace } from '../lib/i18n/i18n';
import type { DepositMethod } from '../../contract/content';
import type { PayKind } from '../features/wallet/pay-accounts';
import { RoutePage } from './route-page';

export type Layout = 'default' | 'auth' | 'user' | 'verify' | 'blank';
/** What every page receives from its route: the key of its title (the pages of one kind show it). */
export interface PageProps {
  titleKey: string;
}
type Module = Promise<{ default: ComponentType<PageProps> }>;
export interface RouteMeta {
  path: string;
  layout: Layout;
  /** key in the `common` namespace: the document title */
  titleKey: string;
  page: () => Module;
  /** the catalogs the page needs (all of them: one missing would hold back its first render); they load with it */
  ns: Namespace | Namespace[];
}

const notFoundPage = () => import('../features/status/pages/not-found-page');
const r = (path: string, layout: Layout, titleKey: string, page: () => Module, ns: RouteMeta['ns']): RouteMeta => ({
  path,
  layout,
  titleKey,
  page,
  ns,
});

/** One page for every kind of a screen: the route table names the kind, the page takes it as a prop. */
function ofKind<P extends object>(load: () => Promise<{ default: ComponentType<P & PageProps> }>, props: P) {
  return async (): Module => {
    const { default: Page } = await load();
    return { default: (route: PageProps) => <Page {...props} {...route} /> };
  };
}
const rechargeMethod = (method: DepositMethod) =>
  ofKind(() => import('../features/wallet/pages/recharge-method-page'), { method });
const withdrawMethod = (kind: PayKind) =>
  ofKind(() => import('../features/wallet/pages/withdraw-method-page'), { kind });
const payAccountAdd = (kind: PayKind) =>
  ofKind(() => import('../features/wallet/pages/pay-account-add-page'), { kind });
const payAccountList = (kind: PayKind) =>
  ofKind(() => import('../features/wallet/pages/pay-account-list-page'), { kind });

/** Every route of the app (paths match case-insensitively). */
// prettier-ignore
export const routes: readonly RouteMeta[] = [
  r('/', 'default', 'title.home', () => import('../features/home/pages/home-page'), ['home', 'news']),
  r('/home', 'default', 'title.home', () => import('../features/home/pages/home-page'), ['home', 'news']),
  r('/home/swiper', 'user', 'title.swiper', () => import('../features/home/pages/swiper-page'), 'home'),
  r('/home/notice', 'user', 'title.notice', () => import('../features/home/pages/notice-page'), 'home'),
  r('/home/debt/walletnav', 'user', 'title.debtWalletnav', () => import('../features/home/pages/wallet-shortcuts-page'), 'home'),
  r('/home/debt/tradenav', 'user', 'title.debtTradenav', () => import('../features/home/pages/trade-shortcuts-page'), 'home'),
  r('/home/debt/headertitle', 'user', 'title.debtHeadertitle', () => import('../features/home/pages/asset-overview-page'), 'home'),
  r('/home/debt/detailbtn', 'user', 'title.debtDetailbtn', () => import('../features/home/pages/asset-details-page'), 'home'),
  r('/zixun', 'default', 'title.zixun', () => import('../features/news/pages/news-tab-page'), 'news'),
  r('/home/news', 'user', 'title.news', () => import('../features/news/pages/news-list-page'), 'news'),
  r('/home/news/detail', 'user', 'title.newsDetail', () => import('../features/news/pages/news-detail-page'), 'news'),
  r('/auth/login', 'auth', 'title.login', () => import('../features/auth/pages/login-page'), ['auth', 'status']),
  r('/auth/register', 'auth', 'title.register', () => import('../features/auth/pages/register-page'), ['auth', 'status']),
  r('/verify', 'verify', 'title.verify', () => import('../features/verify/pages/verify-page'), 'verify'),
  r('/404', 'blank', 'title.notFound', notFoundPage, 'status'),
  r('/maintain', 'blank', 'title.maintain', () => import('../features/status/pages/maintain-page'), 'status'),
  r('/customer', 'default', 'title.customer', () => import('../features/status/pages/customer-page'), 'status'),
  r('/market', 'user', 'title.market', () => import('../features/market/pages/market-page'), 'market'),
  r('/market/linechart', 'user', 'title.linechart', () => import('../features/market/pages/price-chart-page'), 'market'),
  r('/market/dynatictable', 'user', 'title.dynatictable', () => import('../features/market/pages/quotes-table-page'), 'market'),
  r('/trade', 'default', 'title.trade', () => import('../features/trade/pages/trade-page'), 'trade'),
  r('/trade/roomdetail', 'user', 'title.roomDetail', () => import('../features/trade/pages/room-detail-page'), 'trade'),
  r('/trade/roomdetail/issues', 'user', 'title.roomIssues', () => import('../features/trade/pages/room-issues-page'), 'trade'),
  r('/trade/randomtradecount', 'user', 'title.tradeCount', () => import('../features/trade/pages/period-orders-page'), 'trade'),
  r('/trade/totalbalance', 'user', 'title.tradeBalance', () => import('../features/trade/pages/trading-balance-page'), 'trade'),
  r('/trade/totalbalance2', 'user', 'title.tradeBalance2', () => import('../features/trade/pages/balance-overview-page'), 'trade'),
  r('/deposit', 'user', 'title.term', () => import('../features/term-deposit/pages/term-page'), 'term'),
  r('/deposit/totalbalance', 'user', 'title.termBalance', () => import('../features/term-deposit/pages/term-balance-page'), 'term'),
  r('/my', 'default', 'title.my', () => import('../features/account/pages/my-page'), 'account'),
  r('/my/info', 'user', 'title.myInfo', () => import('../features/account/pages/info-page'), 'account'),
  r('/my/walletnav', 'user', 'title.walletnav', () => import('../features/account/pages/walletnav-page'), 'account'),
  r('/my/oftennav', 'user', 'title.oftennav', () => import('../features/account/pages/oftennav-page'), 'account'),
  r('/my/usercenter', 'user', 'title.userCenter', () => import('../features/account/pages/user-center-page'), 'account'),
  r('/my/usercenter/baseinfo', 'user', 'title.baseInfo', () => import('../features/account/pages/base-info-page'), 'account'),
  r('/my/usercenter/loginpassword', 'user', 'title.loginPassword', () => import('../features/account/pages/login-password-page'), 'account'),
  r('/my/usercenter/tradepassword', 'user', 'title.tradePassword', () => import('../features/account/pages/trade-password-page'), 'account'),
  r('/my/usercenter/paycard', 'user', 'title.payCard', () => import('../features/wallet/pages/pay-card-page'), 'wallet'),
  r('/my/usercenter/paycard/number', 'user', 'title.payCardNumber', payAccountAdd('wallet'), 'wallet'),
  r('/my/usercenter/paycard/numbercard', 'user', 'title.payCardNumbercard', payAccountList('wallet'), 'wallet'),
  r('/my/usercenter/paycard/hkbank', 'user', 'title.payCardHkbank', payAccountAdd('hkbank'), 'wallet'),
  r('/my/usercenter/paycard/hkcard', 'user', 'title.payCardHkcard', payAccountList('hkbank'), 'wallet'),
  r('/my/usercenter/paycard/bank', 'user', 'title.payCardBank', payAccountAdd('bank'), 'wallet'),
  r('/my/usercenter/paycard/bankcard', 'user', 'title.payCardBankcard', payAccountList('bank'), 'wallet'),
  r('/my/deposit', 'user', 'title.deposit', () => import('../features/wallet/pages/recharge-page'), 'wallet'),
  r('/my/deposit/numbercard', 'user', 'title.depositNumbercard', rechargeMethod('numbercard'), 'wallet'),
  r('/my/deposit/metalcard', 'user', 'title.depositMetalcard', rechargeMethod('metalcard'), 'wallet'),
  r('/my/deposit/hkbankcard', 'user', 'title.depositHkbankcard', rechargeMethod('hkbankcard'), 'wallet'),
  r('/my/deposit/bankcard', 'user', 'title.depositBankcard', rechargeMethod('bankcard'), 'wallet'),
  r('/my/withdraw', 'user', 'title.withdraw', () => import('../features/wallet/pages/withdraw-page'), 'wallet'),
  r('/my/withdraw/balance', 'user', 'title.withdrawBalance', () => import('../features/wallet/pages/withdraw-balance-page'), 'wallet'),
  r('/my/withdraw/numbercard', 'user', 'title.withdrawNumbercard', withdrawMethod('wallet'), 'wallet'),
  r('/my/withdraw/hkbankcard', 'user', 'title.withdrawHkbankcard', withdrawMethod('hkbank'), 'wallet'),
  r('/my/withdraw/bankcard', 'user', 'title.withdrawBankcard', withdrawMethod('bank'), 'wallet'),
  r('/my/withdrawrecord', 'user', 'title.withdrawRecord', () => import('../features/records/pages/withdraw-record-page'), 'records'),
  r('/my/withdrawrecord/detail', 'user', 'title.withdrawRecordDetail', () => import('../features/records/pages/withdraw-record-detail-page'), 'records'),
  r('/my/traderecord', 'user', 'title.tradeRecord', () => import('../features/records/pages/trade-record-page'), 'records'),
  r('/my/traderecord/detail', 'user', 'title.tradeRecordDetail', () => import('../features/records/pages/trade-record-detail-page'), 'records'),
  r('/my/terminalrecord', 'user', 'title.terminalRecord', () => import('../features/records/pages/terminal-record-page'), 'records'),
  r('/my/terminalrecord/detail', 'user', 'title.terminalRecordDetail', () => import('../features/records/pages/terminal-record-detail-page'), 'records'),
  r('/my/rechargerecord', 'user', 'title.rechargeRecord', () => import('../features/records/pages/recharge-record-page'), 'records'),
  r('/my/rechargerecord/detail', 'user', 'title.rechargeRecordDetail', () => import('../features/records/pages/recharge-record-detail-page'), 'records'),
  r('/my/ledgerrecord', 'user', 'title.ledgerRecord', () => import('../features/records/pages/ledger-record-page'), 'records'),
  r('/my/ledgerrecord/detail', 'user', 'title.ledgerRecordDetail', () => import('../features/records/pages/ledger-record-detail-page'), 'records'),
  r('/my/setting', 'user', 'title.setting', () => import('../features/settings/pages/setting-page'), 'settings'),
];

const notFound = r('*', 'blank', 'title.notFound', notFoundPage, 'status');

const layoutModules: Record<Layout, () => Module> = {
  default: () => import('./layouts/default-layout'),
  auth: () => import('./layouts/auth-layout'),
  user: () => import('./layouts/user-layout'),
  verify: () => import('./layouts/verify-layout'),
  blank: () => import('./layouts/blank-layout'),
};
// Lazy components that render at once, without suspending, once preloaded (see routeLoads).
const layouts = Object.fromEntries(
  Object.entries(layoutModules).map(([layout, load]) => [layout, lazyWithPreload(load)]),
) as Record<Layout, PreloadableComponent<ComponentType>>;

// One per route, created once; the page's catalog loads in parallel with its code.
const pages = new Map(
  [...routes, notFound].map((route) => [
    route,
    lazyWithPreload(async () => (await Promise.all([route.page(), i18next.loadNamespaces(route.ns)]))[0]),
  ]),
);

const ignore = () => {};

/**
 * What a path needs before it can render, as three starts that settle when their part is in: its layout's
 * code, its page's code and its catalogs. Rendering alone would fetch the page only after its layout
 * arrived, and a part still loading suspends the render. A failure here is left to the render, which
 * reports it.
 */
export function routeLoads(pathname: string): [layout: Start, page: Start, catalogs: Start] {
  const route = routes.find((candidate) => matchPath(candidate.path, pathname)) ?? notFound;
  const page = pages.get(route);
  return [
    () => layouts[route.layout].preload().catch(ignore),
    () => route.page().catch(ignore),
    // the page's preload: its code is on its way already, so what it adds is the catalogs
    () => page?.preload().catch(ignore) ?? Promise.resolve(),
  ];
}
type Start = () => Promise<unknown>;

/** Starts all of a path's loads at once: a navigation, while the current screen stays up. */
export function preloadRoute(pathname: string): void {
  for (const load of routeLoads(pathname)) void load();
}

function routeElement(route: RouteMeta) {
  const Page = pages.get(route);
  return Page && <RoutePage titleKey={route.titleKey} page={Page} />;
}

/** The route table rendered: each layout with its pages; anything else is the 404 page. */
export function AppRoutes() {
  return (
    <Routes>
      {(Object.keys(layouts) as Layout[]).map((layout) => {
        const LayoutComponent = layouts[layout];
        return (
          <Route key={layout} element={<LayoutComponent />}>
            {routes
              .filter((route) => route.layout === layout)
              .map((route) => (
                <Route key={route.path} path={route.path} element={routeElement(route)} />
              ))}
            {layout === 'blank' && <Route path="*" element={routeElement(notFound)} />}
          </Route>
        );
      })}
    </Routes>
  );
}
