import type * as z from 'zod/mini';
import { issueText, type Language } from './messages';

/** Validation texts of the operator console's schemas (contract/admin.ts), kept out of the member app's forms. */
export const adminValidationMessages: Record<Language, Record<string, string>> = {
  'zh-Hant': {
    'v.totp': '驗證碼需為 6 位數字',
    'v.role': '角色無效',
    'v.decision': '請選擇通過或駁回',
    'v.reason': '原因不能超過 200 字',
    'v.reasonRequired': '駁回時請填寫原因',
    'v.text': '請填寫內容（不可過長）',
    'v.position': '排序需在 -1000 至 1000 之間',
    'v.key': '設定項無效',
    'v.samePassword': '新密碼不可與目前的密碼相同',
    'v.yesNo': '請選擇是或否',
    'v.day': '請輸入日期（例如 2026-11-29）',
    'v.range': '開始日期不可晚於結束日期，且最多一年',
  },
  'zh-Hans': {
    'v.totp': '验证码需为 6 位数字',
    'v.role': '角色无效',
    'v.decision': '请选择通过或驳回',
    'v.reason': '原因不能超过 200 字',
    'v.reasonRequired': '驳回时请填写原因',
    'v.text': '请填写内容（不可过长）',
    'v.position': '排序需在 -1000 至 1000 之间',
    'v.key': '设置项无效',
    'v.samePassword': '新密码不可与当前的密码相同',
    'v.yesNo': '请选择是或否',
    'v.day': '请输入日期（例如 2026-11-29）',
    'v.range': '开始日期不可晚于结束日期，且最多一年',
  },
  en: {
    'v.totp': 'The code is 6 digits',
    'v.role': 'Invalid role',
    'v.decision': 'Choose approve or reject',
    'v.reason': 'The reason can have at most 200 characters',
    'v.reasonRequired': 'Give the reason for a rejection',
    'v.text': 'Fill this in (not too long)',
    'v.position': 'Order must be between -1000 and 1000',
    'v.key': 'Unknown setting',
    'v.samePassword': 'Choose a password other than the current one',
    'v.yesNo': 'Choose yes or no',
    'v.day': 'Enter a date such as 2026-11-29',
    'v.range': 'The start must not be after the end, and a range is at most a year',
  },
};

/** Field name → message for the first issue of each field of a console call, in the operator's language. */
export function consoleFieldErrors(issues: readonly z.core.$ZodIssue[], lang: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  const own = adminValidationMessages[lang];
  for (const issue of issues) {
    const name = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[name] ??= Object.hasOwn(own, issue.message) ? own[issue.message]! : issueText(issue, lang);
  }
  return fields;
}
