import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { gateLoader } from './gates';
import { RootBoundary } from './root-boundary';
import { RootRoute } from './root-route';

export type Layout = 'default' | 'auth' | 'user' | 'verify' | 'blank';
type Page = () => Promise<{ default: ComponentType }>;
export interface RouteMeta {
  path: string;
  layout: Layout;
  /** key in the `common` namespace, used for the document title */
  titleKey: string;
  page: Page;
}

const notFoundPage: Page = () => import('../features/status/pages/not-found-page');
const r = (path: string, layout: Layout, titleKey: string, page: Page): RouteMeta => ({ path, layout, titleKey, page });

/** Every route of the app (paths match case-insensitively). */
export const routes: readonly RouteMeta[] = [
  r('/', 'default', 'title.home', () => import('../features/home/pages/home-page')),
  r('/home', 'default', 'title.home', () => import('../features/home/pages/home-page')),
  r('/home/swiper', 'user', 'title.swiper', () => import('../features/home/pages/swiper-page')),
  r('/home/notice', 'user', 'title.notice', () => import('../features/home/pages/notice-page')),
  r('/home/debt/walletnav', 'user', 'title.debtWalletnav', () => import('../features/home/pages/debt-walletnav-page')),
  r('/home/debt/tradenav', 'user', 'title.debtTradenav', () => import('../features/home/pages/debt-tradenav-page')),
  r('/home/debt/headertitle', 'user', 'title.debtHeadertitle', () => import('../features/home/pages/debt-headertitle-page')),
  r('/home/debt/detailbtn', 'user', 'title.debtDetailbtn', () => import('../features/home/pages/debt-detailbtn-page')),
  r('/zixun', 'default', 'title.zixun', () => import('../features/news/pages/zixun-page')),
  r('/home/news', 'user', 'title.news', () => import('../features/news/pages/news-page')),
  r('/home/news/detail', 'user', 'title.newsDetail', () => import('../features/news/pages/news-detail-page')),
  r('/auth/login', 'auth', 'title.login', () => import('../features/auth/pages/login-page')),
  r('/auth/register', 'auth', 'title.register', () => import('../features/auth/pages/register-page')),
  r('/verify', 'verify', 'title.verify', () => import('../features/verify/pages/verify-page')),
  r('/404', 'blank', 'title.notFound', notFoundPage),
  r('/maintain', 'blank', 'title.maintain', () => import('../features/status/pages/maintain-page')),
  r('/customer', 'default', 'title.customer', () => import('../features/status/pages/customer-page')),
  r('/market', 'user', 'title.market', () => import('../features/market/pages/market-page')),
  r('/market/linechart', 'user', 'title.linechart', () => import('../features/market/pages/linechart-page')),
  r('/market/dynatictable', 'user', 'title.dynatictable', () => import('../features/market/pages/dynatictable-page')),
  r('/trade', 'default', 'title.trade', () => import('../features/trade/pages/trade-page')),
  r('/trade/roomdetail', 'user', 'title.roomDetail', () => import('../features/trade/pages/room-detail-page')),
  r('/trade/roomdetail/issues', 'user', 'title.roomIssues', () => import('../features/trade/pages/room-issues-page')),
  r('/trade/randomtradecount', 'user', 'title.tradeCount', () => import('../features/trade/pages/trade-count-page')),
  r('/trade/totalbalance', 'user', 'title.tradeBalance', () => import('../features/trade/pages/total-balance-page')),
  r('/trade/totalbalance2', 'user', 'title.tradeBalance2', () => import('../features/trade/pages/total-balance2-page')),
  r('/deposit', 'user', 'title.term', () => import('../features/term-deposit/pages/term-page')),
  r('/deposit/totalbalance', 'user', 'title.termBalance', () => import('../features/term-deposit/pages/term-balance-page')),
  r('/my', 'default', 'title.my', () => import('../features/account/pages/my-page')),
  r('/my/info', 'user', 'title.myInfo', () => import('../features/account/pages/info-page')),
  r('/my/walletnav', 'user', 'title.walletnav', () => import('../features/account/pages/walletnav-page')),
  r('/my/oftennav', 'user', 'title.oftennav', () => import('../features/account/pages/oftennav-page')),
  r('/my/usercenter', 'user', 'title.userCenter', () => import('../features/account/pages/user-center-page')),
  r('/my/usercenter/baseinfo', 'user', 'title.baseInfo', () => import('../features/account/pages/base-info-page')),
  r('/my/usercenter/loginpassword', 'user', 'title.loginPassword', () => import('../features/account/pages/login-password-page')),
  r('/my/usercenter/tradepassword', 'user', 'title.tradePassword', () => import('../features/account/pages/trade-password-page')),
  r('/my/usercenter/paycard', 'user', 'title.payCard', () => import('../features/account/pages/pay-card-page')),
  r('/my/usercenter/paycard/number', 'user', 'title.payCardNumber', () => import('../features/account/pages/pay-card-number-page')),
  r('/my/usercenter/paycard/numbercard', 'user', 'title.payCardNumbercard', () => import('../features/account/pages/pay-card-numbercard-page')),
  r('/my/usercenter/paycard/hkbank', 'user', 'title.payCardHkbank', () => import('../features/account/pages/pay-card-hkbank-page')),
  r('/my/usercenter/paycard/hkcard', 'user', 'title.payCardHkcard', () => import('../features/account/pages/pay-card-hkcard-page')),
  r('/my/usercenter/paycard/bank', 'user', 'title.payCardBank', () => import('../features/account/pages/pay-card-bank-page')),
  r('/my/usercenter/paycard/bankcard', 'user', 'title.payCardBankcard', () => import('../features/account/pages/pay-card-bankcard-page')),
  r('/my/deposit', 'user', 'title.deposit', () => import('../features/wallet/pages/deposit-page')),
  r('/my/deposit/numbercard', 'user', 'title.depositNumbercard', () => import('../features/wallet/pages/deposit-numbercard-page')),
  r('/my/deposit/metalcard', 'user', 'title.depositMetalcard', () => import('../features/wallet/pages/deposit-metalcard-page')),
  r('/my/deposit/hkbankcard', 'user', 'title.depositHkbankcard', () => import('../features/wallet/pages/deposit-hkbankcard-page')),
  r('/my/deposit/bankcard', 'user', 'title.depositBankcard', () => import('../features/wallet/pages/deposit-bankcard-page')),
  r('/my/withdraw', 'user', 'title.withdraw', () => import('../features/wallet/pages/withdraw-page')),
  r('/my/withdraw/balance', 'user', 'title.withdrawBalance', () => import('../features/wallet/pages/withdraw-balance-page')),
  r('/my/withdraw/numbercard', 'user', 'title.withdrawNumbercard', () => import('../features/wallet/pages/withdraw-numbercard-page')),
  r('/my/withdraw/hkbankcard', 'user', 'title.withdrawHkbankcard', () => import('../features/wallet/pages/withdraw-hkbankcard-page')),
  r('/my/withdraw/bankcard', 'user', 'title.withdrawBankcard', () => import('../features/wallet/pages/withdraw-bankcard-page')),
  r('/my/withdrawrecord', 'user', 'title.withdrawRecord', () => import('../features/records/pages/withdraw-record-page')),
  r('/my/withdrawrecord/detail', 'user', 'title.withdrawRecordDetail', () => import('../features/records/pages/withdraw-record-detail-page')),
  r('/my/traderecord', 'user', 'title.tradeRecord', () => import('../features/records/pages/trade-record-page')),
  r('/my/traderecord/detail', 'user', 'title.tradeRecordDetail', () => import('../features/records/pages/trade-record-detail-page')),
  r('/my/terminalrecord', 'user', 'title.terminalRecord', () => import('../features/records/pages/terminal-record-page')),
  r('/my/terminalrecord/detail', 'user', 'title.terminalRecordDetail', () => import('../features/records/pages/terminal-record-detail-page')),
  r('/my/rechargerecord', 'user', 'title.rechargeRecord', () => import('../features/records/pages/recharge-record-page')),
  r('/my/rechargerecord/detail', 'user', 'title.rechargeRecordDetail', () => import('../features/records/pages/recharge-record-detail-page')),
  r('/my/ledgerrecord', 'user', 'title.ledgerRecord', () => import('../features/records/pages/ledger-record-page')),
  r('/my/ledgerrecord/detail', 'user', 'title.ledgerRecordDetail', () => import('../features/records/pages/ledger-record-detail-page')),
  r('/my/setting', 'user', 'title.setting', () => import('../features/settings/pages/setting-page')),
];

const layouts: Record<Layout, () => Promise<{ default: ComponentType }>> = {
  default: () => import('./layouts/default-layout'),
  auth: () => import('./layouts/auth-layout'),
  user: () => import('./layouts/user-layout'),
  verify: () => import('./layouts/verify-layout'),
  blank: () => import('./layouts/blank-layout'),
};

const lazyComponent = (load: Page) => async () => ({ Component: (await load()).default });

function layoutRoute(layout: Layout): RouteObject {
  return {
    id: `layout-${layout}`,
    lazy: lazyComponent(layouts[layout]),
    children: routes
      .filter((route) => route.layout === layout)
      .map((route) => ({ path: route.path, handle: route, lazy: lazyComponent(route.page) })),
  };
}

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RootBoundary,
    loader: gateLoader,
    shouldRevalidate: () => true,
    children: [
      ...(['default', 'auth', 'user', 'verify', 'blank'] as const).map(layoutRoute),
      {
        id: 'layout-not-found',
        lazy: lazyComponent(layouts.blank),
        children: [{ path: '*', handle: r('*', 'blank', 'title.notFound', notFoundPage), lazy: lazyComponent(notFoundPage) }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
