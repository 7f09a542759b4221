/**
 * Every screen of the member app: its path, layout, document title, page module and the catalogs it needs.
 * The app's router takes it as generated code (scripts/vite/route-table.ts writes `virtual:routes`, the same
 * code a hand-written table would be), and the server reads it to name a requested screen's code in the page
 * it sends (server/services/shell/route-preloads.ts). Paths match case-insensitively.
 */
import type { CallInput, CallName } from './calls';

export type Layout = 'default' | 'auth' | 'user' | 'verify' | 'blank';

/** One read of the contract, as the screen's `useCall(call, body)` asks it. */
export type RouteRead = { [N in CallName]: readonly [call: N, body: CallInput<N>] }[CallName];

export interface RouteEntry {
  path: string;
  layout: Layout;
  /** key in the `common` namespace: the document title */
  titleKey: string;
  /** the page's module under src/features, without its extension */
  page: string;
  /** what one page for every kind of a screen takes from its route */
  props?: Record<string, string>;
  /** the catalogs the page needs (all of them: one missing would hold back its first render); they load with it */
  ns: string | readonly string[];
  /**
   * The reads its first screen shows, exactly as its `useCall`s ask them: the app starts them with the navigation,
   * beside the screen's code (src/lib/query/prefetch.ts). Only reads of the data layer; a member's.
   */
  reads?: readonly RouteRead[];
}

/** The layouts of a signed-in member's screens; the others (verification, sign-in, status) are a new visitor's too. */
const MEMBER_LAYOUTS: readonly Layout[] = ['default', 'user'];

/**
 * The module through which the app imports a member's page: one per feature (`virtual:member-pages/<feature>`,
 * scripts/vite/route-table.ts), so that the start-up code does not carry every page's preload list. None for a
 * new visitor's screen, which the start-up code imports itself.
 */
export const MEMBER_PAGES_MODULE = 'virtual:member-pages/';
/** The table of the member's screens, a chunk the start-up code loads before it shows one (src/app/router.tsx). */
export const MEMBER_ROUTES_MODULE = 'virtual:member-routes';
export function memberPagesModule(route: RouteEntry): string | undefined {
  if (!MEMBER_LAYOUTS.includes(route.layout)) return undefined;
  return `${MEMBER_PAGES_MODULE}${route.page.slice(0, route.page.indexOf('/'))}`;
}

// The member's balance is on every tab screen that names reads; the profile on /my. Both are reads like the rest
// (src/lib/query/use-call.ts `useShellRead`), so they start with the navigation and a return visit shows them kept.
const BALANCE: RouteRead = ['balance', {}];
// The tab layout's banner (src/components/break-banner.tsx) shows a time-out in force on every tab screen: its read
// starts with the screen's, not once the banner's code has loaded and rendered (two chained round trips later).
const BREAK: RouteRead = ['breakState', {}];

const HOME_READS: readonly RouteRead[] = [
  BALANCE,
  BREAK,
  ['configs', {}],
  ['carousels', {}],
  ['notice', {}],
  ['advertisingBoard', { pageSize: 1 }],
  ['news', { category: 'rewards', page: 1, pageSize: 4 }],
];

/** The page of every path no route matches. */
export const NOT_FOUND_PAGE = 'status/pages/not-found-page';

// prettier-ignore
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', layout: 'default', titleKey: 'title.home', page: 'home/pages/home-page', ns: ['home', 'news'], reads: HOME_READS },
  { path: '/home', layout: 'default', titleKey: 'title.home', page: 'home/pages/home-page', ns: ['home', 'news'], reads: HOME_READS },
  { path: '/home/swiper', layout: 'user', titleKey: 'title.carousel', page: 'home/pages/carousel-page', ns: 'home' },
  { path: '/home/notice', layout: 'user', titleKey: 'title.notice', page: 'home/pages/notice-page', ns: 'home' },
  { path: '/home/debt/walletnav', layout: 'user', titleKey: 'title.walletShortcuts', page: 'home/pages/wallet-shortcuts-page', ns: 'home' },
  { path: '/home/debt/tradenav', layout: 'user', titleKey: 'title.tradeShortcuts', page: 'home/pages/trade-shortcuts-page', ns: 'home' },
  { path: '/home/debt/headertitle', layout: 'user', titleKey: 'title.assetOverview', page: 'home/pages/asset-overview-page', ns: 'home' },
  { path: '/home/debt/detailbtn', layout: 'user', titleKey: 'title.assetDetails', page: 'home/pages/asset-details-page', ns: 'home' },
  { path: '/zixun', layout: 'default', titleKey: 'title.zixun', page: 'news/pages/news-tab-page', ns: 'news', reads: [BREAK] },
  { path: '/home/news', layout: 'user', titleKey: 'title.news', page: 'news/pages/news-list-page', ns: 'news' },
  { path: '/home/news/detail', layout: 'user', titleKey: 'title.newsDetail', page: 'news/pages/news-detail-page', ns: 'news' },
  { path: '/auth/login', layout: 'auth', titleKey: 'title.login', page: 'auth/pages/login-page', ns: ['auth', 'status'] },
  { path: '/auth/register', layout: 'auth', titleKey: 'title.register', page: 'auth/pages/register-page', ns: ['auth', 'status'] },
  { path: '/auth/reset', layout: 'auth', titleKey: 'title.resetPassword', page: 'auth/pages/reset-password-page', ns: ['auth', 'status'] },
  { path: '/verify', layout: 'verify', titleKey: 'title.verify', page: 'verify/pages/verify-page', ns: 'verify' },
  { path: '/404', layout: 'blank', titleKey: 'title.notFound', page: 'status/pages/not-found-page', ns: 'status' },
  { path: '/maintain', layout: 'blank', titleKey: 'title.maintain', page: 'status/pages/maintain-page', ns: 'status' },
  { path: '/customer', layout: 'default', titleKey: 'title.customer', page: 'status/pages/customer-page', ns: 'status', reads: [BREAK] },
  { path: '/market', layout: 'user', titleKey: 'title.market', page: 'market/pages/market-page', ns: 'market', reads: [['markets', {}]] },
  { path: '/market/linechart', layout: 'user', titleKey: 'title.linechart', page: 'market/pages/price-chart-page', ns: 'market' },
  { path: '/market/dynatictable', layout: 'user', titleKey: 'title.dynatictable', page: 'market/pages/quotes-table-page', ns: 'market' },
  { path: '/trade', layout: 'default', titleKey: 'title.trade', page: 'trade/pages/trade-page', ns: 'trade', reads: [['rooms', {}], BALANCE, BREAK] },
  { path: '/trade/roomdetail', layout: 'user', titleKey: 'title.roomDetail', page: 'trade/pages/room-detail-page', ns: 'trade' },
  { path: '/trade/roomdetail/issues', layout: 'user', titleKey: 'title.roomIssues', page: 'trade/pages/room-issues-page', ns: 'trade' },
  { path: '/trade/randomtradecount', layout: 'user', titleKey: 'title.tradeCount', page: 'trade/pages/period-orders-page', ns: 'trade' },
  { path: '/trade/totalbalance', layout: 'user', titleKey: 'title.tradeBalance', page: 'trade/pages/trading-balance-page', ns: 'trade' },
  { path: '/trade/totalbalance2', layout: 'user', titleKey: 'title.tradeBalance2', page: 'trade/pages/balance-overview-page', ns: 'trade' },
  { path: '/deposit', layout: 'user', titleKey: 'title.term', page: 'term-deposit/pages/term-page', ns: 'term' },
  { path: '/deposit/totalbalance', layout: 'user', titleKey: 'title.termBalance', page: 'term-deposit/pages/term-balance-page', ns: 'term' },
  { path: '/my', layout: 'default', titleKey: 'title.my', page: 'account/pages/my-page', ns: 'account', reads: [['userInfo', {}], BALANCE, BREAK] },
  { path: '/my/info', layout: 'user', titleKey: 'title.myInfo', page: 'account/pages/info-page', ns: 'account' },
  { path: '/my/walletnav', layout: 'user', titleKey: 'title.myWallet', page: 'account/pages/my-wallet-page', ns: 'account' },
  { path: '/my/oftennav', layout: 'user', titleKey: 'title.shortcuts', page: 'account/pages/shortcuts-page', ns: 'account' },
  { path: '/my/usercenter', layout: 'user', titleKey: 'title.userCenter', page: 'account/pages/user-center-page', ns: ['account', 'auth'] },
  { path: '/my/usercenter/baseinfo', layout: 'user', titleKey: 'title.baseInfo', page: 'account/pages/base-info-page', ns: 'account' },
  { path: '/my/usercenter/loginpassword', layout: 'user', titleKey: 'title.loginPassword', page: 'account/pages/login-password-page', ns: ['account', 'auth'] },
  { path: '/my/usercenter/tradepassword', layout: 'user', titleKey: 'title.tradePassword', page: 'account/pages/trade-password-page', ns: ['account', 'auth'] },
  { path: '/my/usercenter/paycard', layout: 'user', titleKey: 'title.payCard', page: 'wallet/pages/pay-card-page', ns: 'wallet' },
  { path: '/my/usercenter/paycard/number', layout: 'user', titleKey: 'title.payCardNumber', page: 'wallet/pages/pay-account-add-page', props: { kind: 'wallet' }, ns: 'wallet' },
  { path: '/my/usercenter/paycard/numbercard', layout: 'user', titleKey: 'title.payCardNumbercard', page: 'wallet/pages/pay-account-list-page', props: { kind: 'wallet' }, ns: 'wallet' },
  { path: '/my/usercenter/paycard/hkbank', layout: 'user', titleKey: 'title.payCardHkbank', page: 'wallet/pages/pay-account-add-page', props: { kind: 'hkbank' }, ns: 'wallet' },
  { path: '/my/usercenter/paycard/hkcard', layout: 'user', titleKey: 'title.payCardHkcard', page: 'wallet/pages/pay-account-list-page', props: { kind: 'hkbank' }, ns: 'wallet' },
  { path: '/my/usercenter/paycard/bank', layout: 'user', titleKey: 'title.payCardBank', page: 'wallet/pages/pay-account-add-page', props: { kind: 'bank' }, ns: 'wallet' },
  { path: '/my/usercenter/paycard/bankcard', layout: 'user', titleKey: 'title.payCardBankcard', page: 'wallet/pages/pay-account-list-page', props: { kind: 'bank' }, ns: 'wallet' },
  { path: '/my/deposit', layout: 'user', titleKey: 'title.deposit', page: 'wallet/pages/recharge-page', ns: 'wallet' },
  { path: '/my/deposit/numbercard', layout: 'user', titleKey: 'title.depositNumbercard', page: 'wallet/pages/recharge-method-page', props: { method: 'numbercard' }, ns: 'wallet' },
  { path: '/my/deposit/metalcard', layout: 'user', titleKey: 'title.depositMetalcard', page: 'wallet/pages/recharge-method-page', props: { method: 'metalcard' }, ns: 'wallet' },
  { path: '/my/deposit/hkbankcard', layout: 'user', titleKey: 'title.depositHkbankcard', page: 'wallet/pages/recharge-method-page', props: { method: 'hkbankcard' }, ns: 'wallet' },
  { path: '/my/deposit/bankcard', layout: 'user', titleKey: 'title.depositBankcard', page: 'wallet/pages/recharge-method-page', props: { method: 'bankcard' }, ns: 'wallet' },
  { path: '/my/withdraw', layout: 'user', titleKey: 'title.withdraw', page: 'wallet/pages/withdraw-page', ns: 'wallet' },
  { path: '/my/withdraw/balance', layout: 'user', titleKey: 'title.withdrawBalance', page: 'wallet/pages/withdraw-balance-page', ns: 'wallet' },
  { path: '/my/withdraw/numbercard', layout: 'user', titleKey: 'title.withdrawNumbercard', page: 'wallet/pages/withdraw-method-page', props: { kind: 'wallet' }, ns: 'wallet' },
  { path: '/my/withdraw/hkbankcard', layout: 'user', titleKey: 'title.withdrawHkbankcard', page: 'wallet/pages/withdraw-method-page', props: { kind: 'hkbank' }, ns: 'wallet' },
  { path: '/my/withdraw/bankcard', layout: 'user', titleKey: 'title.withdrawBankcard', page: 'wallet/pages/withdraw-method-page', props: { kind: 'bank' }, ns: 'wallet' },
  { path: '/my/withdrawrecord', layout: 'user', titleKey: 'title.withdrawRecord', page: 'records/pages/withdraw-record-page', ns: 'records' },
  { path: '/my/withdrawrecord/detail', layout: 'user', titleKey: 'title.withdrawRecordDetail', page: 'records/pages/withdraw-record-detail-page', ns: 'records' },
  { path: '/my/statements', layout: 'user', titleKey: 'title.statements', page: 'control/pages/statements-page', ns: 'control' },
  { path: '/my/limits', layout: 'user', titleKey: 'title.limits', page: 'control/pages/limits-page', ns: 'limits', reads: [['limits', {}]] },
  { path: '/my/breaks', layout: 'user', titleKey: 'title.breaks', page: 'control/pages/breaks-page', ns: 'breaks' },
  { path: '/my/traderecord', layout: 'user', titleKey: 'title.tradeRecord', page: 'records/pages/trade-record-page', ns: 'records' },
  { path: '/my/traderecord/detail', layout: 'user', titleKey: 'title.tradeRecordDetail', page: 'records/pages/trade-record-detail-page', ns: 'records' },
  { path: '/my/terminalrecord', layout: 'user', titleKey: 'title.terminalRecord', page: 'records/pages/term-deposit-records-page', ns: 'records' },
  { path: '/my/terminalrecord/detail', layout: 'user', titleKey: 'title.terminalRecordDetail', page: 'records/pages/term-deposit-record-detail-page', ns: 'records' },
  { path: '/my/rechargerecord', layout: 'user', titleKey: 'title.rechargeRecord', page: 'records/pages/recharge-record-page', ns: 'records' },
  { path: '/my/rechargerecord/detail', layout: 'user', titleKey: 'title.rechargeRecordDetail', page: 'records/pages/recharge-record-detail-page', ns: 'records' },
  { path: '/my/ledgerrecord', layout: 'user', titleKey: 'title.ledgerRecord', page: 'records/pages/ledger-record-page', ns: 'records' },
  { path: '/my/ledgerrecord/detail', layout: 'user', titleKey: 'title.ledgerRecordDetail', page: 'records/pages/ledger-record-detail-page', ns: 'records' },
  { path: '/my/setting', layout: 'user', titleKey: 'title.setting', page: 'settings/pages/setting-page', ns: 'settings' },
];
