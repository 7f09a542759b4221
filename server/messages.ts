import { languageOfTags } from '../contract/language-tags';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contract/messages';
import { readCookie } from './cookies';

/** The server's own texts (the contract's validation texts live in contract/messages.ts). */
const zhHant = {
  ok: '成功',
  badRequest: '請求格式錯誤',
  invalid: '輸入有誤，請檢查後重試',
  tooLarge: '請求內容過大',
  notFound: '資源不存在',
  noSuchCall: '介面不存在',
  method: '不支援此請求方法',
  internal: '伺服器錯誤，請稍後再試',
  token: '登入已失效，請重新登入',
  badLogin: '帳號或密碼錯誤',
  accountTaken: '帳號已被註冊',
  tooMany: '嘗試次數過多，請稍後再試',
  idemMissing: '缺少 Idempotency-Key 請求頭',
  idemConflict: '此請求編號已用於不同的內容',
  insufficient: '餘額不足',
  wrongPassword: '登入密碼錯誤',
  wrongTradePassword: '交易密碼錯誤',
  tradePasswordNotSet: '請先設定交易密碼',
  tradePasswordSet: '交易密碼已設定',
  payAccountDuplicate: '此卡號或地址已儲存過',
  payAccountInUse: '有出金正在審核中，暫時不能刪除此帳戶',
  withdrawDecided: '此出金已在處理或已處理，不能取消',
  withdrawMin: '出金金額低於最低限額',
  withdrawMax: '出金金額超過最高限額',
  periodClosed: '本期已截止下單',
  noQuote: '暫時沒有行情，請稍後再下單',
  stakeRange: '下單金額不在本場限額內',
  termRange: '金額不在此產品的限額內',
  positionRedeemed: '此定期已轉出',
  uploadType: '請上傳 PNG、JPEG 或 WebP 圖片',
  uploadTooLarge: '圖片不能超過 2 MB',
  idemInProgress: '此請求正在處理中，請稍候',
  unavailable: '服務暫時無法使用，請稍後再試',
  tradePasswordLocked: '交易密碼錯誤次數過多，請於 {minutes} 分鐘後再試',
  operatorToken: '控制台登入已失效，請重新登入',
  badCode: '驗證碼錯誤或已使用',
  roleRefused: '你的角色不能執行此操作',
  alreadyReviewed: '此筆已不在待審核狀態：可能已由其他操作員處理',
  operatorDisabled: '此操作員已停用，請聯絡管理員',
  lastAdmin: '這是最後一位啟用中的管理員：不能停用或改為其他角色',
  passkeyRequired: '你的角色須以通行密鑰登入：驗證碼不再適用',
  passkeyFirst: '你的角色須使用通行密鑰：請先新增一個，才能使用控制台',
  signInAgain: '新增通行密鑰須在登入後 10 分鐘內：請登出後重新登入',
  unknownKey: '沒有此設定項',
  badRate: '請輸入百分比，最多 4 位小數',
  feeTooHigh: '手續費率須介於 0 與 {max} 之間',
  badAmount: '請輸入大於 0 的金額，例如 100.00',
  minAboveMax: '最低出金 {min} 不能高於最高出金 {max}',
  badSwitch: '請選擇開或關',
  badLink: '請輸入以 https:// 或 / 開頭的連結',
  badPhone: '請輸入電話號碼，例如 +852 2345 6789，或留空',
  badEmail: '請輸入電郵地址，例如 help@example.com，或留空',
  badText: '最多 {max} 個字，不可含 < 或 >',
  badAddress: '請輸入錢包地址（20 至 100 個英文字母或數字），或留空',
  unauthorized: '需要有效的存取憑證',
  passkeyChallenge: '通行密鑰請求已過期、已使用或與此操作不符，請重試',
  passkeyUnknown: '此通行密鑰未登記在你的帳戶',
  passkeyRefused: '通行密鑰驗證失敗，請重試或改用密碼',
  passkeyTaken: '此通行密鑰已登記',
  badResetCode: '帳號或重設碼錯誤，或重設碼已過期或已使用：請向客服索取新的重設碼',
} as const;
export type ServerMessage = keyof typeof zhHant;

const zhHans: Record<ServerMessage, string> = {
  ok: '成功',
  badRequest: '请求格式错误',
  invalid: '输入有误，请检查后重试',
  tooLarge: '请求内容过大',
  notFound: '资源不存在',
  noSuchCall: '接口不存在',
  method: '不支持此请求方法',
  internal: '服务器错误，请稍后再试',
  token: '登录已失效，请重新登录',
  badLogin: '账号或密码错误',
  accountTaken: '账号已被注册',
  tooMany: '尝试次数过多，请稍后再试',
  idemMissing: '缺少 Idempotency-Key 请求头',
  idemConflict: '此请求编号已用于不同的内容',
  insufficient: '余额不足',
  wrongPassword: '登录密码错误',
  wrongTradePassword: '交易密码错误',
  tradePasswordNotSet: '请先设置交易密码',
  tradePasswordSet: '交易密码已设置',
  payAccountDuplicate: '该卡号或地址已保存过',
  payAccountInUse: '有出金正在审核中，暂时不能删除该账户',
  withdrawDecided: '该出金已在处理或已处理，不能取消',
  withdrawMin: '出金金额低于最低限额',
  withdrawMax: '出金金额超过最高限额',
  periodClosed: '本期已截止下单',
  noQuote: '暂时没有行情，请稍后再下单',
  stakeRange: '下单金额不在本场限额内',
  termRange: '金额不在此产品的限额内',
  positionRedeemed: '此定期已转出',
  uploadType: '请上传 PNG、JPEG 或 WebP 图片',
  uploadTooLarge: '图片不能超过 2 MB',
  idemInProgress: '此请求正在处理中，请稍候',
  unavailable: '服务暂时无法使用，请稍后再试',
  tradePasswordLocked: '交易密码错误次数过多，请于 {minutes} 分钟后再试',
  operatorToken: '控制台登录已失效，请重新登录',
  badCode: '验证码错误或已使用',
  roleRefused: '你的角色不能执行此操作',
  alreadyReviewed: '此笔已不在待审核状态：可能已由其他操作员处理',
  operatorDisabled: '此操作员已停用，请联系管理员',
  lastAdmin: '这是最后一位启用中的管理员：不能停用或改为其他角色',
  passkeyRequired: '你的角色须以通行密钥登录：验证码不再适用',
  passkeyFirst: '你的角色须使用通行密钥：请先添加一个，才能使用控制台',
  signInAgain: '添加通行密钥须在登录后 10 分钟内：请退出后重新登录',
  unknownKey: '没有此设置项',
  badRate: '请输入百分比，最多 4 位小数',
  feeTooHigh: '手续费率须介于 0 与 {max} 之间',
  badAmount: '请输入大于 0 的金额，例如 100.00',
  minAboveMax: '最低出金 {min} 不能高于最高出金 {max}',
  badSwitch: '请选择开或关',
  badLink: '请输入以 https:// 或 / 开头的链接',
  badPhone: '请输入电话号码，例如 +852 2345 6789，或留空',
  badEmail: '请输入邮箱地址，例如 help@example.com，或留空',
  badText: '最多 {max} 个字，不可含 < 或 >',
  badAddress: '请输入钱包地址（20 至 100 个英文字母或数字），或留空',
  unauthorized: '需要有效的访问凭证',
  passkeyChallenge: '通行密钥请求已过期、已使用或与此操作不符，请重试',
  passkeyUnknown: '此通行密钥未登记在你的账户',
  passkeyRefused: '通行密钥验证失败，请重试或改用密码',
  passkeyTaken: '此通行密钥已登记',
  badResetCode: '账号或重设码错误，或重设码已过期或已使用：请向客服索取新的重设码',
};

const en: Record<ServerMessage, string> = {
  ok: 'OK',
  badRequest: 'Malformed request',
  invalid: 'Please check your input and try again',
  tooLarge: 'Request too large',
  notFound: 'Not found',
  noSuchCall: 'No such call',
  method: 'Method not allowed',
  internal: 'Server error. Try again later.',
  token: 'Your session has ended. Sign in again.',
  badLogin: 'Wrong account or password',
  accountTaken: 'This account is already taken',
  tooMany: 'Too many attempts. Try again later.',
  idemMissing: 'Missing Idempotency-Key header',
  idemConflict: 'This request key was already used with different content',
  insufficient: 'Insufficient balance',
  wrongPassword: 'Wrong sign-in password',
  wrongTradePassword: 'Wrong trade password',
  tradePasswordNotSet: 'Please set a trade password first',
  tradePasswordSet: 'A trade password is already set',
  payAccountDuplicate: 'This card number or address is already saved',
  payAccountInUse: 'A withdrawal to this account is pending: it can be deleted once that is decided',
  withdrawDecided: 'This withdrawal is already being handled and can no longer be cancelled',
  withdrawMin: 'The amount is below the minimum withdrawal',
  withdrawMax: 'The amount is above the maximum withdrawal',
  periodClosed: 'Orders for this period are closed',
  noQuote: 'No price yet: try again in a moment',
  stakeRange: 'The stake is outside this room’s limits',
  termRange: 'The amount is outside this product’s limits',
  positionRedeemed: 'This fixed-term deposit has already been moved out',
  uploadType: 'Please upload a PNG, JPEG or WebP image',
  uploadTooLarge: 'The image must not exceed 2 MB',
  idemInProgress: 'This request is still being processed',
  unavailable: 'The service is briefly unavailable. Try again shortly.',
  tradePasswordLocked: 'Too many wrong trade passwords: try again in {minutes} min',
  operatorToken: 'Your console session has ended: sign in again',
  badCode: 'The code is wrong or was already used',
  roleRefused: 'Your role cannot do this',
  alreadyReviewed: 'This item is no longer pending: another operator may have decided it',
  operatorDisabled: 'This operator is disabled: ask an admin',
  lastAdmin: 'This is the last active admin: they cannot be disabled or given another role',
  passkeyRequired: 'Your role signs in with a passkey: the code is not accepted',
  passkeyFirst: 'Your role requires a passkey: add one before using the console',
  signInAgain: 'A passkey can be added within 10 minutes of signing in: sign out and sign in again',
  unknownKey: 'No such setting',
  badRate: 'Enter a percentage with at most 4 decimals',
  feeTooHigh: 'The fee rate must be between 0 and {max}',
  badAmount: 'Enter an amount above 0, such as 100.00',
  minAboveMax: 'The smallest withdrawal {min} cannot be above the largest {max}',
  badSwitch: 'Choose on or off',
  badLink: 'Enter a link starting with https:// or /',
  badPhone: 'Enter a phone number such as +852 2345 6789, or leave it empty',
  badEmail: 'Enter an email address such as help@example.com, or leave it empty',
  badText: 'At most {max} characters, without < or >',
  badAddress: 'Enter a wallet address (20 to 100 letters or digits), or leave it empty',
  unauthorized: 'A valid access token is required',
  passkeyChallenge: 'This passkey request has expired, was already used or was for another action: try again',
  passkeyUnknown: 'This passkey is not registered to your account',
  passkeyRefused: 'The passkey could not be verified: try again or use your password',
  passkeyTaken: 'This passkey is already registered',
  badResetCode: 'Wrong account or reset code, or the code has expired or was used: ask customer service for a new one',
};

const tables: Record<Language, Record<ServerMessage, string>> = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, en };

/** The key's text in `lang`, with each `{name}` replaced by `params.name`. */
export function message(key: ServerMessage, lang: Language, params: Record<string, string | number> = {}): string {
  return tables[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** Accept-Language → one of our languages (contract/language-tags.ts), zh-Hant when it names none. */
export function pickLanguage(header: string | undefined): Language {
  const tags = (header ?? '').split(',').map((part) => part.split(';')[0] ?? '');
  return languageOfTags(tags) ?? DEFAULT_LANGUAGE;
}

/** The cookie in which the app keeps its language for what the server paints before the app runs. */
export const LANGUAGE_COOKIE = 'lang';

/** The language the app has chosen (its cookie), if it has. */
function cookieLanguage(cookie: string | undefined): Language | undefined {
  const value = readCookie(cookie, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/**
 * A server page's language: the app's own choice (its cookie) when there is one, else the browser's
 * Accept-Language, as the app itself starts (src/lib/i18n). What the server paints into the app shell (home's
 * banner) must be what the app then draws in the same place, or the picture changes under the member.
 */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return cookieLanguage(headers.cookie) ?? pickLanguage(headers['accept-language']);
}
