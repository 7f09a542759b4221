import { formatMoney } from '../../../../contract/figures';
import { formatCents } from '../../../../contract/money';
import type { Language } from '../../../../contract/messages';

/**
 * A notice's words in each language: the title, the body with the figure, and the body without it (the lock
 * screen's default). `{reason}` is the operator's reason for a rejection; "" when they gave none.
 */
interface Words {
  title: string;
  body: string;
  hidden: string;
}

const zhHant = {
  'recharge.approved': { title: '入金已入帳', body: '{amount} 已計入您的餘額', hidden: '您的入金已審核通過並計入餘額' },
  'recharge.rejected': {
    title: '入金未通過',
    body: '{amount} 的入金未通過審核。{reason}',
    hidden: '您的入金未通過審核。{reason}',
  },
  'withdrawal.approved': {
    title: '出金已核准',
    body: '{amount} 的出金已核准，正匯往您的帳戶',
    hidden: '您的出金已核准，正匯往您的帳戶',
  },
  'withdrawal.rejected': {
    title: '出金未通過',
    body: '{amount} 的出金未通過，款項已退回餘額。{reason}',
    hidden: '您的出金未通過，款項已退回餘額。{reason}',
  },
  'order.won': {
    title: '訂單已結算：獲利',
    body: '派彩 {amount} 已計入餘額',
    hidden: '您的訂單已結算，派彩已計入餘額',
  },
  'order.lost': { title: '訂單已結算', body: '本期未中，下單金額 {amount}', hidden: '您的訂單已結算：本期未中' },
  'order.refunded': {
    title: '訂單已退款',
    body: '本期無成交價，{amount} 已退回餘額',
    hidden: '本期無成交價，下單金額已退回餘額',
  },
  'term.matured': {
    title: '定期已到期',
    body: '您 {amount} 的定期已到期，可轉出領取本息',
    hidden: '您的定期已到期，可轉出領取本息',
  },
  'security.passkeyAdded': { title: '已新增通行密鑰', body: '您的帳戶新增了一把通行密鑰。如非本人操作，請立即聯絡客服', hidden: '您的帳戶新增了一把通行密鑰。如非本人操作，請立即聯絡客服' },
  'security.passkeyRemoved': { title: '已移除通行密鑰', body: '您的帳戶移除了一把通行密鑰。如非本人操作，請立即聯絡客服', hidden: '您的帳戶移除了一把通行密鑰。如非本人操作，請立即聯絡客服' },
  'security.passkeySignIn': { title: '通行密鑰登入', body: '您的帳戶剛以通行密鑰登入。如非本人操作，請立即聯絡客服', hidden: '您的帳戶剛以通行密鑰登入。如非本人操作，請立即聯絡客服' },
  'security.walletAdded': { title: '已新增錢包地址', body: '您的帳戶新增了一個錢包地址。如非本人操作，請立即聯絡客服', hidden: '您的帳戶新增了一個錢包地址。如非本人操作，請立即聯絡客服' },
  'security.cardAdded': { title: '已新增銀行卡', body: '您的帳戶新增了一張銀行卡。如非本人操作，請立即聯絡客服', hidden: '您的帳戶新增了一張銀行卡。如非本人操作，請立即聯絡客服' },
  'protection.timeout': { title: '暫停期已開始', body: '您的帳戶已進入暫停期：期間不能下單、入金或轉入定期，期滿自動結束。如非本人操作，請立即聯絡客服', hidden: '您的帳戶已進入暫停期：期間不能下單、入金或轉入定期，期滿自動結束。如非本人操作，請立即聯絡客服' },
  'protection.exclusion': { title: '自我排除已開始', body: '您的帳戶已進入自我排除：期間不能下單、入金或轉入定期。如非本人操作，請立即聯絡客服', hidden: '您的帳戶已進入自我排除：期間不能下單、入金或轉入定期。如非本人操作，請立即聯絡客服' },
  'protection.limits': { title: '限額已變更', body: '您帳戶的限額有變更，可在「限額」查看。如非本人操作，請立即聯絡客服', hidden: '您帳戶的限額有變更，可在「限額」查看。如非本人操作，請立即聯絡客服' },
} satisfies Record<string, Words>;
export type PushText = keyof typeof zhHant;

const zhHans: Record<PushText, Words> = {
  'recharge.approved': { title: '入金已到账', body: '{amount} 已计入您的余额', hidden: '您的入金已审核通过并计入余额' },
  'recharge.rejected': {
    title: '入金未通过',
    body: '{amount} 的入金未通过审核。{reason}',
    hidden: '您的入金未通过审核。{reason}',
  },
  'withdrawal.approved': {
    title: '出金已批准',
    body: '{amount} 的出金已批准，正汇往您的账户',
    hidden: '您的出金已批准，正汇往您的账户',
  },
  'withdrawal.rejected': {
    title: '出金未通过',
    body: '{amount} 的出金未通过，款项已退回余额。{reason}',
    hidden: '您的出金未通过，款项已退回余额。{reason}',
  },
  'order.won': {
    title: '订单已结算：盈利',
    body: '派彩 {amount} 已计入余额',
    hidden: '您的订单已结算，派彩已计入余额',
  },
  'order.lost': { title: '订单已结算', body: '本期未中，下单金额 {amount}', hidden: '您的订单已结算：本期未中' },
  'order.refunded': {
    title: '订单已退款',
    body: '本期无成交价，{amount} 已退回余额',
    hidden: '本期无成交价，下单金额已退回余额',
  },
  'term.matured': {
    title: '定期已到期',
    body: '您 {amount} 的定期已到期，可转出领取本息',
    hidden: '您的定期已到期，可转出领取本息',
  },
  'security.passkeyAdded': { title: '已添加通行密钥', body: '您的账户添加了一把通行密钥。如非本人操作，请立即联系客服', hidden: '您的账户添加了一把通行密钥。如非本人操作，请立即联系客服' },
  'security.passkeyRemoved': { title: '已移除通行密钥', body: '您的账户移除了一把通行密钥。如非本人操作，请立即联系客服', hidden: '您的账户移除了一把通行密钥。如非本人操作，请立即联系客服' },
  'security.passkeySignIn': { title: '通行密钥登录', body: '您的账户刚以通行密钥登录。如非本人操作，请立即联系客服', hidden: '您的账户刚以通行密钥登录。如非本人操作，请立即联系客服' },
  'security.walletAdded': { title: '已添加钱包地址', body: '您的账户添加了一个钱包地址。如非本人操作，请立即联系客服', hidden: '您的账户添加了一个钱包地址。如非本人操作，请立即联系客服' },
  'security.cardAdded': { title: '已添加银行卡', body: '您的账户添加了一张银行卡。如非本人操作，请立即联系客服', hidden: '您的账户添加了一张银行卡。如非本人操作，请立即联系客服' },
  'protection.timeout': { title: '暂停期已开始', body: '您的账户已进入暂停期：期间不能下单、入金或转入定期，期满自动结束。如非本人操作，请立即联系客服', hidden: '您的账户已进入暂停期：期间不能下单、入金或转入定期，期满自动结束。如非本人操作，请立即联系客服' },
  'protection.exclusion': { title: '自我排除已开始', body: '您的账户已进入自我排除：期间不能下单、入金或转入定期。如非本人操作，请立即联系客服', hidden: '您的账户已进入自我排除：期间不能下单、入金或转入定期。如非本人操作，请立即联系客服' },
  'protection.limits': { title: '限额已变更', body: '您账户的限额有变更，可在「限额」查看。如非本人操作，请立即联系客服', hidden: '您账户的限额有变更，可在「限额」查看。如非本人操作，请立即联系客服' },
};

const en: Record<PushText, Words> = {
  'recharge.approved': {
    title: 'Deposit credited',
    body: '{amount} was added to your balance',
    hidden: 'Your deposit was approved and added to your balance',
  },
  'recharge.rejected': {
    title: 'Deposit not approved',
    body: 'Your deposit of {amount} was not approved. {reason}',
    hidden: 'Your deposit was not approved. {reason}',
  },
  'withdrawal.approved': {
    title: 'Withdrawal approved',
    body: 'Your withdrawal of {amount} was approved and is on its way',
    hidden: 'Your withdrawal was approved and is on its way',
  },
  'withdrawal.rejected': {
    title: 'Withdrawal not approved',
    body: 'Your withdrawal of {amount} was not approved; the money is back in your balance. {reason}',
    hidden: 'Your withdrawal was not approved; the money is back in your balance. {reason}',
  },
  'order.won': {
    title: 'Order settled: you won',
    body: 'A payout of {amount} was added to your balance',
    hidden: 'Your order was settled and the payout added to your balance',
  },
  'order.lost': {
    title: 'Order settled',
    body: 'This period did not go your way; your stake was {amount}',
    hidden: 'Your order was settled: this period did not go your way',
  },
  'order.refunded': {
    title: 'Order refunded',
    body: 'This period had no closing price; {amount} is back in your balance',
    hidden: 'This period had no closing price; your stake is back in your balance',
  },
  'term.matured': {
    title: 'Fixed-term deposit matured',
    body: 'Your fixed-term deposit of {amount} has matured: move it out to collect the principal and interest',
    hidden: 'Your fixed-term deposit has matured: move it out to collect the principal and interest',
  },
  'security.passkeyAdded': { title: 'Passkey added', body: 'A passkey was added to your account. If this wasn’t you, contact customer service now', hidden: 'A passkey was added to your account. If this wasn’t you, contact customer service now' },
  'security.passkeyRemoved': { title: 'Passkey removed', body: 'A passkey was removed from your account. If this wasn’t you, contact customer service now', hidden: 'A passkey was removed from your account. If this wasn’t you, contact customer service now' },
  'security.passkeySignIn': { title: 'Signed in with a passkey', body: 'Someone just signed in to your account with a passkey. If this wasn’t you, contact customer service now', hidden: 'Someone just signed in to your account with a passkey. If this wasn’t you, contact customer service now' },
  'security.walletAdded': { title: 'Wallet address added', body: 'A wallet address was added to your account. If this wasn’t you, contact customer service now', hidden: 'A wallet address was added to your account. If this wasn’t you, contact customer service now' },
  'security.cardAdded': { title: 'Bank card added', body: 'A bank card was added to your account. If this wasn’t you, contact customer service now', hidden: 'A bank card was added to your account. If this wasn’t you, contact customer service now' },
  'protection.timeout': { title: 'Time-out started', body: 'Your account is on a time-out: no orders, deposits or moves into fixed-term deposits until it ends. If this wasn’t you, contact customer service now', hidden: 'Your account is on a time-out: no orders, deposits or moves into fixed-term deposits until it ends. If this wasn’t you, contact customer service now' },
  'protection.exclusion': { title: 'Self-exclusion started', body: 'Your account is self-excluded: no orders, deposits or moves into fixed-term deposits. If this wasn’t you, contact customer service now', hidden: 'Your account is self-excluded: no orders, deposits or moves into fixed-term deposits. If this wasn’t you, contact customer service now' },
  'protection.limits': { title: 'Limits changed', body: 'A limit on your account changed; see Limits. If this wasn’t you, contact customer service now', hidden: 'A limit on your account changed; see Limits. If this wasn’t you, contact customer service now' },
};

const REASON: Record<Language, string> = {
  'zh-Hant': '原因：{reason}',
  'zh-Hans': '原因：{reason}',
  en: 'Reason: {reason}',
};
const tables: Record<Language, Record<PushText, Words>> = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, en };

/** The notice's title and body in `lang`; the figure only when `amount` is given (the member shows amounts). */
export function pushWords(
  key: PushText,
  lang: Language,
  figures: { amount: number | null; reason: string | null; hideAmounts: boolean },
): { title: string; body: string } {
  const words = tables[lang][key];
  const showAmount = !figures.hideAmounts && figures.amount !== null;
  // replaced by functions: an operator's reason is text, never a replacement pattern ($&)
  const reason = figures.reason ? REASON[lang].replace('{reason}', () => figures.reason!) : '';
  const body = (showAmount ? words.body : words.hidden)
    .replace('{amount}', () => (showAmount ? formatMoney(formatCents(figures.amount!)) : ''))
    .replace('{reason}', () => reason)
    .trim();
  return { title: words.title, body };
}
