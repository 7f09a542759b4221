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
  payout_cooling_hours: 'hours',
  quotes_simulated: 'switch',
  kefu_link: 'link',
  kefu_link2: 'link',
  download_url: 'link',
  img_url: 'link',
  service_chat_link: 'link',
  service_phone: 'phone',
  service_email: 'email',
  service_hours: 'text',
  crypto_deposit_address: 'address',
  crypto_deposit_network: 'text',
} as const;
export type SettingKey = keyof typeof SETTING_KINDS;
export type SettingKind = (typeof SETTING_KINDS)[SettingKey];
export const SETTING_KEYS = Object.keys(SETTING_KINDS) as SettingKey[];
export const isSettingKey = (key: string): key is SettingKey => key in SETTING_KINDS;

/** The longest wait an operator can set before a new payout account receives withdrawals: 30 days. */
export const COOLING_HOURS_MAX = 720;

/** The highest withdrawal fee an operator can set: 5 %. */
export const FEE_RATE_MAX_PPM = 50_000;
/** Settings that change what members pay or may take out: the console asks before saving them. */
export const MONEY_SETTINGS: readonly SettingKey[] = ['withdraw_fee_rate', 'withdraw_min', 'withdraw_max'];

/** Why a value cannot be saved: a message key (server/messages.ts) with its parameters. */
export type SettingProblem =
  | { key: 'badRate' | 'badAmount' | 'badSwitch' | 'badLink' | 'badPhone' | 'badEmail' | 'badAddress' }
  | { key: 'badHours'; params: { max: string } }
  | { key: 'badText'; params: { max: string } }
  | { key: 'feeTooHigh'; params: { max: string } }
  | { key: 'minAboveMax'; params: { min: string; max: string } };

const LINK = /^(https?:\/\/[^\s/]+|\/(?!\/))\S*$/;
const PHONE = /^\+?[0-9][0-9 ()-]{3,23}$/;
const EMAIL = /^[^\s@<>"']{1,64}@[^\s@<>"']{1,189}\.[a-z]{2,63}$/i;
/** A wallet address as chains write them (base58, hex after 0x, bech32): letters and digits only. */
const ADDRESS = /^[A-Za-z0-9]{20,100}$/;
/** A short line members read as it is (the service hours): no control characters, no markup. */
const TEXT_MAX = 60;
const TEXT = /^[^\p{Cc}<>]*$/u;

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
    case 'hours':
      return /^\d{1,3}$/.test(value) && Number(value) <= COOLING_HOURS_MAX
        ? undefined
        : { key: 'badHours', params: { max: String(COOLING_HOURS_MAX) } };
    case 'switch':
      return value === 'true' || value === 'false' ? undefined : { key: 'badSwitch' };
    case 'link':
      if (value === '') return key === 'img_url' ? { key: 'badLink' } : undefined;
      return LINK.test(value) ? undefined : { key: 'badLink' };
    // the customer-service channels and the deposit address below: empty hides them
    case 'phone':
      return value === '' || PHONE.test(value) ? undefined : { key: 'badPhone' };
    case 'email':
      return value === '' || EMAIL.test(value) ? undefined : { key: 'badEmail' };
    case 'address':
      return value === '' || ADDRESS.test(value) ? undefined : { key: 'badAddress' };
    case 'text':
      return [...value].length <= TEXT_MAX && TEXT.test(value)
        ? undefined
        : { key: 'badText', params: { max: String(TEXT_MAX) } };
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
