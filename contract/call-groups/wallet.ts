import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';
import { listBody } from '../content';
import {
  addCardBody,
  addWalletBody,
  billPage,
  billsBody,
  cancelWithdrawBody,
  cardItem,
  cardPage,
  cardsBody,
  deletePayAccountBody,
  rechargeBody,
  rechargePage,
  rechargeResult,
  rechargesBody,
  updatePayAccountBody,
  walletItem,
  walletPage,
  withdrawBody,
  withdrawItem,
  withdrawPage,
  withdrawResult,
  withdrawsBody,
} from '../wallet';

/** The calls whose schemas contract/wallet.ts holds (contract/call-index.ts says what each needs). */
export const walletCalls = defineCalls('wallet', {
  addWallet: [addWalletBody, walletItem],
  wallets: [listBody, walletPage],
  addCard: [addCardBody, cardItem],
  cards: [cardsBody, cardPage],
  updatePayAccount: [updatePayAccountBody, emptySchema],
  deletePayAccount: [deletePayAccountBody, emptySchema],
  recharge: [rechargeBody, rechargeResult],
  recharges: [rechargesBody, rechargePage],
  withdraw: [withdrawBody, withdrawResult],
  withdraws: [withdrawsBody, withdrawPage],
  cancelWithdraw: [cancelWithdrawBody, withdrawItem],
  bills: [billsBody, billPage],
});
