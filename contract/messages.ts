import type * as z from 'zod/mini';

export const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-Hant';

/** Validation messages of the contract's schemas, by the key a schema reports. Client and server use these. */
const zhHant = {
  'v.invalid': '輸入無效',
  'v.required': '此項必填',
  'v.id': '編號無效',
  'v.page': '頁碼無效',
  'v.pageSize': '每頁數量需在 1 至 100 之間',
  'v.account': '帳號需為 4 至 20 位英文字母、數字或底線',
  'v.password': '密碼需為 8 至 64 位，且同時包含字母和數字',
  'v.confirmPassword': '兩次輸入的密碼不一致',
  'v.resetCode': '重設碼為 10 位英文字母和數字（如 7KQ3M-9XF2A）',
  'v.samePassword': '新密碼不能與舊密碼相同',
  'v.tradePassword': '交易密碼需為 6 位數字',
  'v.tradePasswordWeak': '交易密碼太容易猜到（如 123456、111111），請換一組',
  'v.inviteCode': '邀請碼過長',
  'v.nickname': '暱稱需為 1 至 20 個字',
  'v.realName': '姓名過長',
  'v.phone': '請輸入有效的電話號碼',
  'v.email': '請輸入有效的電郵地址',
  'v.nothingToUpdate': '沒有需要更新的內容',
  'v.amount': '請輸入有效金額（最多兩位小數）',
  'v.amountPositive': '金額必須大於 0',
  'v.amountMax': '金額不能超過 1,000,000,000.00',
  'v.method': '請選擇入金方式',
  'v.reference': '付款參考號不能超過 66 個字',
  'v.txid': '請填寫轉帳的交易哈希（TxID）：64 位十六進位字元，可帶 0x 開頭',
  'v.controlChars': '不能包含控制字元',
  'v.chain': '請選擇鏈類型',
  'v.address': '錢包地址格式不正確',
  'v.label': '標籤過長',
  'v.cardKind': '請選擇卡類型',
  'v.bankName': '請輸入銀行名稱（最多 60 字）',
  'v.holder': '請輸入持卡人姓名（最多 60 字）',
  'v.holderLetters': "姓名只能包含文字、空格及 . - ' 符號",
  'v.cardNumber': '卡號需為 8 至 19 位數字',
  'v.branch': '支行名稱過長',
  'v.target': '請選擇收款帳戶',
  'v.status': '狀態無效',
  'v.kind': '類型無效',
  'v.category': '分類無效',
  'v.symbol': '市場代碼無效',
  'v.interval': '週期無效',
  'v.limit': '數量需在 1 至 500 之間',
  'v.issueNo': '期號無效',
  'v.direction': '請選擇漲或跌',
} as const;
export type MessageKey = keyof typeof zhHant;

const zhHans: Record<MessageKey, string> = {
  'v.invalid': '输入无效',
  'v.required': '此项必填',
  'v.id': '编号无效',
  'v.page': '页码无效',
  'v.pageSize': '每页数量需在 1 至 100 之间',
  'v.account': '账号需为 4 至 20 位英文字母、数字或下划线',
  'v.password': '密码需为 8 至 64 位，且同时包含字母和数字',
  'v.confirmPassword': '两次输入的密码不一致',
  'v.resetCode': '重设码为 10 位英文字母和数字（如 7KQ3M-9XF2A）',
  'v.samePassword': '新密码不能与旧密码相同',
  'v.tradePassword': '交易密码需为 6 位数字',
  'v.tradePasswordWeak': '交易密码太容易被猜到（如 123456、111111），请换一组',
  'v.inviteCode': '邀请码过长',
  'v.nickname': '昵称需为 1 至 20 个字',
  'v.realName': '姓名过长',
  'v.phone': '请输入有效的电话号码',
  'v.email': '请输入有效的电子邮箱',
  'v.nothingToUpdate': '没有需要更新的内容',
  'v.amount': '请输入有效金额（最多两位小数）',
  'v.amountPositive': '金额必须大于 0',
  'v.amountMax': '金额不能超过 1,000,000,000.00',
  'v.method': '请选择入金方式',
  'v.reference': '付款参考号不能超过 66 个字',
  'v.txid': '请填写转账的交易哈希（TxID）：64 位十六进制字符，可带 0x 开头',
  'v.controlChars': '不能包含控制字符',
  'v.chain': '请选择链类型',
  'v.address': '钱包地址格式不正确',
  'v.label': '标签过长',
  'v.cardKind': '请选择卡类型',
  'v.bankName': '请输入银行名称（最多 60 字）',
  'v.holder': '请输入持卡人姓名（最多 60 字）',
  'v.holderLetters': "姓名只能包含文字、空格及 . - ' 符号",
  'v.cardNumber': '卡号需为 8 至 19 位数字',
  'v.branch': '支行名称过长',
  'v.target': '请选择收款账户',
  'v.status': '状态无效',
  'v.kind': '类型无效',
  'v.category': '分类无效',
  'v.symbol': '市场代码无效',
  'v.interval': '周期无效',
  'v.limit': '数量需在 1 至 500 之间',
  'v.issueNo': '期号无效',
  'v.direction': '请选择涨或跌',
};

const en: Record<MessageKey, string> = {
  'v.invalid': 'Invalid input',
  'v.required': 'This field is required',
  'v.id': 'Invalid id',
  'v.page': 'Invalid page',
  'v.pageSize': 'Page size must be between 1 and 100',
  'v.account': 'Account must be 4-20 letters, digits or underscores',
  'v.password': 'Password must be 8-64 characters with at least one letter and one digit',
  'v.confirmPassword': 'The passwords do not match',
  'v.resetCode': 'A reset code is 10 letters and digits (like 7KQ3M-9XF2A)',
  'v.samePassword': 'The new password must differ from the old one',
  'v.tradePassword': 'Trade password must be 6 digits',
  'v.tradePasswordWeak': 'This trade password is too easy to guess (like 123456 or 111111); choose another',
  'v.inviteCode': 'Invite code is too long',
  'v.nickname': 'Nickname must be 1-20 characters',
  'v.realName': 'Name is too long',
  'v.phone': 'Enter a valid phone number',
  'v.email': 'Enter a valid email address',
  'v.nothingToUpdate': 'Nothing to update',
  'v.amount': 'Enter a valid amount (at most two decimals)',
  'v.amountPositive': 'Amount must be greater than 0',
  'v.amountMax': 'Amount cannot exceed 1,000,000,000.00',
  'v.method': 'Choose a deposit method',
  'v.reference': 'The payment reference can have at most 66 characters',
  'v.txid': 'Enter the transfer’s transaction hash (TxID): 64 hexadecimal characters, 0x first if your chain uses it',
  'v.controlChars': 'Must not contain control characters',
  'v.chain': 'Choose a chain',
  'v.address': 'Wallet address is not valid',
  'v.label': 'Label is too long',
  'v.cardKind': 'Choose a card type',
  'v.bankName': 'Enter the bank name (up to 60 characters)',
  'v.holder': 'Enter the card holder (up to 60 characters)',
  'v.holderLetters': "A name can only have letters, spaces and . - '",
  'v.cardNumber': 'Card number must be 8-19 digits',
  'v.branch': 'Branch name is too long',
  'v.target': 'Choose where to send the money',
  'v.status': 'Invalid status',
  'v.kind': 'Invalid kind',
  'v.category': 'Invalid category',
  'v.symbol': 'Invalid market symbol',
  'v.interval': 'Invalid interval',
  'v.limit': 'Limit must be between 1 and 500',
  'v.issueNo': 'Invalid period number',
  'v.direction': 'Choose up or down',
};

export const validationMessages: Record<Language, Record<MessageKey, string>> = {
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  en,
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The text of one schema issue in a language: the schema's key, or "invalid" for zod's own messages. */
export function issueText(issue: Pick<z.core.$ZodIssue, 'message'>, lang: Language): string {
  const table = validationMessages[lang];
  return issue.message in table ? table[issue.message as MessageKey] : table['v.invalid'];
}

/** Field name → message for the first issue of each field (what a form shows and a 400 carries). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], lang: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[name] ??= issueText(issue, lang);
  }
  return fields;
}
