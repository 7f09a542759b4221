import type { PayKind } from './pay-accounts';

/** The paycard routes of each kind: its list and its add form (as the route titles name them). */
export const PAY_ROUTES: Record<PayKind, { list: string; add: string }> = {
  wallet: { list: '/my/usercenter/paycard/numbercard', add: '/my/usercenter/paycard/number' },
  hkbank: { list: '/my/usercenter/paycard/hkcard', add: '/my/usercenter/paycard/hkbank' },
  bank: { list: '/my/usercenter/paycard/bankcard', add: '/my/usercenter/paycard/bank' },
};
