import { decimalToCents, MAX_AMOUNT_CENTS } from './money';
import { isRate, rateToPpm } from './rates';

/**
 * The settings an operator edits, each with its kind: how it is entered in the console and checked on the server.
 * A rate is a fraction on the wire ("0.006") and a percentage on screen ("0.6"), the way members read it.
 */
export const SETTING_KINDS = {
  withdraw_fee_rate: 'rate',
  withdraw_min: 'amount',
  withdraw_max: 'amount',
  quotes_simulated: 'switch',
  kefu_link: 'link',
  kefu_link2: 'link',
  download_url: 'link',
  img_url: 'link',
} as const;
export type SettingKey = keyof typeof SETTING_KINDS;
export type SettingKind = (typeof SETTING_KINDS)[SettingKey];
export const SETTING_KEYS = Object.keys(SETTING_KINDS) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => key in SETTING_KINDS;

/** The highest withdrawal fee an operator can set: 5 %. */
export const FEE_RATE_MAX_PPM = 50_000;
/** Settings that change what members pay or may take out: the console asks before saving them. */
export const MONEY_SETTINGS: readonly SettingKey[] = ['withdraw_fee_rate', 'withdraw_min', 'withdraw_max'];

/** Why a value cannot be saved: a message key (server/messages.ts) with its parameters. */
export type SettingProblem =
  | { key: 'badRate' | 'badAmount' | 'badSwitch' | 'badLink' }
  | { key: 'feeTooHigh'; params: { max: string } }
  | { key: 'minAboveMax'; params: { min: string; max: string } };

const LINK = /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/;

/** What is wrong with `value` for `key` given the other saved `values`, or undefined when it can be saved. */
export function settingProblem(
  key: SettingKey,
  value: string,
  values: Partial<Record<SettingKey, string>>,
): SettingProblem | undefined {
  switch (SETTING_KINDS[key]) {
    case 'rate':
      if (!isRate(value)) return { key: 'badRate' };
      return rateToPpm(value) > FEE_RATE_MAX_PPM ? { key: 'feeTooHigh', params: { max: '5%' } } : undefined;
    case 'amount': {
      const cents = decimalToCents(value);
      if (cents === undefined || cents <= 0 || cents > MAX_AMOUNT_CENTS) return { key: 'badAmount' };
      const min = key === 'withdraw_min' ? cents : decimalToCents(values.withdraw_min ?? '');
      const max = key === 'withdraw_max' ? cents : decimalToCents(values.withdraw_max ?? '');
      if (min !== undefined && max !== undefined && min > max) {
        const shown = { ...values, [key]: value };
        return { key: 'minAboveMax', params: { min: shown.withdraw_min ?? '', max: shown.withdraw_max ?? '' } };
      }
      return undefined;
    }
    case 'switch':
      return value === 'true' || value === 'false' ? undefined : { key: 'badSwitch' };
    case 'link':
      if (value === '') return key === 'img_url' ? { key: 'badLink' } : undefined;
      return LINK.test(value) ? undefined : { key: 'badLink' };
  }
}

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;

/** What an operator types, "0.6" (%), → the rate on the wire, "0.006"; undefined when it is not a percentage. */
export function percentToRate(text: string): string | undefined {
  const t = text.trim().replace(/%$/, '').trim();
  if (!PERCENT.test(t)) return undefined;
  const [whole = '0', frac = ''] = t.split('.');
  const ppm = Number(whole) * 10_000 + Number(frac.padEnd(4, '0'));
  const fraction = String(ppm % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${Math.trunc(ppm / 1_000_000)}${fraction ? `.${fraction}` : ''}`;
}
