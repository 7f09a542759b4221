/**
 * Every call of the API (`POST /api/<name>`): its group (contract/call-groups/<group>.ts holds its schemas), and what
 * it needs beside its body. The client reads this without any schema and loads a call's group at the call's first
 * use, so a screen's first load carries and builds only the schemas of its own calls (issues 27, 31).
 */
export type CallGroup =
  'auth' | 'member' | 'content' | 'market' | 'wallet' | 'trade' | 'term' | 'control' | 'limits' | 'breaks';

/** open: no `token` header; token: the `token` header; money: the token and an `Idempotency-Key` header (moves money) */
type Needs = 'open' | 'token' | 'money';

// prettier-ignore
export const CALL_INDEX = {
  logout: ['member', 'token'],
  userInfo: ['member', 'token'],
  balance: ['member', 'token'],

  register: ['auth', 'open'],
  login: ['auth', 'open'],
  resetPassword: ['auth', 'open'],
  updateUserInfo: ['auth', 'token'],
  updatePassword: ['auth', 'token'],
  addTradePassword: ['auth', 'token'],
  updateTradePassword: ['auth', 'token'],

  configs: ['content', 'open'],
  carousels: ['content', 'open'],
  notice: ['content', 'open'],
  news: ['content', 'open'],
  new: ['content', 'open'],
  advertisingBoard: ['content', 'open'],

  markets: ['market', 'open'],
  kline: ['market', 'open'],
  rooms: ['market', 'open'],

  addWallet: ['wallet', 'token'],
  wallets: ['wallet', 'token'],
  addCard: ['wallet', 'token'],
  cards: ['wallet', 'token'],
  updatePayAccount: ['wallet', 'token'],
  deletePayAccount: ['wallet', 'token'],
  recharge: ['wallet', 'money'],
  recharges: ['wallet', 'token'],
  withdraw: ['wallet', 'money'],
  withdraws: ['wallet', 'token'],
  cancelWithdraw: ['wallet', 'money'],
  bills: ['wallet', 'token'],

  room: ['trade', 'token'],
  roomIssues: ['trade', 'token'],
  order: ['trade', 'money'],
  orders: ['trade', 'token'],
  riskWarning: ['trade', 'open'],

  termProducts: ['term', 'token'],
  moveIn: ['term', 'money'],
  moveOut: ['term', 'money'],
  termPositions: ['term', 'token'],
  moveRecords: ['term', 'token'],

  statements: ['control', 'token'],

  limits: ['limits', 'token'],
  setLimit: ['limits', 'token'],
  confirmLimit: ['limits', 'token'],
  dropLimitChange: ['limits', 'token'],
  breakState: ['breaks', 'token'],
  takeBreak: ['breaks', 'token'],
  askReturn: ['breaks', 'token'],
  confirmReturn: ['breaks', 'token'],
  sessionResult: ['breaks', 'token'],
} as const satisfies Record<string, readonly [CallGroup, Needs]>;

export type CallName = keyof typeof CALL_INDEX;
/** The calls of a group. */
export type CallsOf<M extends CallGroup> = {
  [N in CallName]: (typeof CALL_INDEX)[N][0] extends M ? N : never;
}[CallName];

/** Needs the `token` header. */
export const needsToken = (call: CallName): boolean => CALL_INDEX[call][1] !== 'open';
/** Moves money: needs an `Idempotency-Key` header. */
export const movesMoney = (call: CallName): boolean => CALL_INDEX[call][1] === 'money';

export const callPath = (name: string) => `/api/${name}`;
