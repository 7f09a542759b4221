import * as z from 'zod/mini';
import { emptySchema } from './envelope';
import * as auth from './auth';
import * as content from './content';
import * as wallet from './wallet';
import * as market from './market';
import * as trade from './trade';
import * as term from './term';

export interface CallSpec<B extends z.ZodMiniType, D extends z.ZodMiniType> {
  body: B;
  data: D;
  /** needs the `token` header */
  auth: boolean;
  /** moves money: needs an `Idempotency-Key` header */
  idem: boolean;
}

export function call<B extends z.ZodMiniType, D extends z.ZodMiniType>(
  body: B,
  data: D,
  flags: { auth?: boolean; idem?: boolean } = {},
): CallSpec<B, D> {
  return { body, data, auth: flags.auth ?? true, idem: flags.idem ?? false };
}
export const open = { auth: false };
const money = { idem: true };

/** Every call of the API: `POST /api/<name>`. Client and server both read this map. */
export const calls = {
  register: call(auth.registerBody, auth.sessionData, open),
  login: call(auth.loginBody, auth.sessionData, open),
  resetPassword: call(auth.resetPasswordBody, emptySchema, open),
  configs: call(emptySchema, content.configData, open),
  carousels: call(content.listBody, content.carouselPage, open),
  notice: call(content.listBody, content.noticePage, open),
  news: call(content.newsBody, content.newsPage, open),
  new: call(content.newsDetailBody, content.newsItem, open),
  advertisingBoard: call(content.listBody, content.adPage, open),
  markets: call(emptySchema, market.marketsData, open),
  kline: call(market.klineBody, market.klineData, open),
  rooms: call(emptySchema, market.roomsData, open),

  logout: call(emptySchema, emptySchema),
  userInfo: call(emptySchema, auth.userInfoSchema),
  balance: call(emptySchema, auth.balanceData),
  updateUserInfo: call(auth.updateUserInfoBody, auth.userInfoSchema),
  updatePassword: call(auth.updatePasswordBody, emptySchema),
  addTradePassword: call(auth.addTradePasswordBody, emptySchema),
  updateTradePassword: call(auth.updateTradePasswordBody, emptySchema),
  addWallet: call(wallet.addWalletBody, wallet.walletItem),
  wallets: call(content.listBody, wallet.walletPage),
  addCard: call(wallet.addCardBody, wallet.cardItem),
  cards: call(wallet.cardsBody, wallet.cardPage),
  updatePayAccount: call(wallet.updatePayAccountBody, emptySchema),
  deletePayAccount: call(wallet.deletePayAccountBody, emptySchema),
  recharge: call(wallet.rechargeBody, wallet.rechargeResult, money),
  recharges: call(wallet.rechargesBody, wallet.rechargePage),
  withdraw: call(wallet.withdrawBody, wallet.withdrawResult, money),
  withdraws: call(wallet.withdrawsBody, wallet.withdrawPage),
  cancelWithdraw: call(wallet.cancelWithdrawBody, wallet.withdrawItem, money),
  bills: call(wallet.billsBody, wallet.billPage),
  room: call(trade.roomBody, trade.roomData),
  roomIssues: call(trade.roomIssuesBody, trade.issuePage),
  order: call(trade.orderBody, trade.orderItem, money),
  orders: call(trade.ordersBody, trade.orderPage),
  termProducts: call(emptySchema, term.termProductsData),
  moveIn: call(term.moveInBody, term.termPosition, money),
  moveOut: call(term.moveOutBody, term.termPosition, money),
  termPositions: call(term.termPositionsBody, term.termPositionPage),
  moveRecords: call(term.moveRecordsBody, term.moveRecordPage),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller sends (before parsing: amounts may be strings). */
export type CallInput<N extends CallName> = z.input<Calls[N]['body']>;
/** What the server receives after parsing (amounts in cents). */
export type CallBody<N extends CallName> = z.output<Calls[N]['body']>;
export type CallData<N extends CallName> = z.output<Calls[N]['data']>;

/** `/api/uploadAvatar` is multipart (field `file`), so it sits outside the JSON map. */
export const uploadAvatar = { path: '/api/uploadAvatar', data: auth.avatarData, auth: true } as const;

export const callPath = (name: string) => `/api/${name}`;
