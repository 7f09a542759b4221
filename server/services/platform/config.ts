import { eq, inArray, sql } from 'drizzle-orm';
import type { LocalizedInput } from '../../../contract/admin';
import { BRAND_NAME } from '../../../contract/brand';
import type { Config, DepositMethod } from '../../../contract/content';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/messages';
import { decimalToCents, formatCents } from '../../../contract/money';
import { SETTING_KEYS, settingProblem, type SettingKey, type SettingProblem } from '../../../contract/settings';
import type { Db, Tx } from '../../db/client';
import { config, depositChannels } from '../../db/schema';
import { message } from '../../messages';
import { audit, type Actor } from '../operators/audit';
import { localized, pick } from '../content/localized';

// site_name is the brand's (contract/brand.ts), the same as the page title and the manifest: not a setting
type ConfigValues = Omit<Config, 'deposit_channels' | 'site_name'>;
export type ConfigKey = SettingKey;
// the settings' kinds (contract/settings.ts) cover exactly the members' config values
const sameKeys: [ConfigKey, keyof ConfigValues] extends [keyof ConfigValues, ConfigKey] ? true : never = true;
void sameKeys;

const DEFAULTS: Record<ConfigKey, string> = {
  img_url: '/media/',
  kefu_link: '',
  kefu_link2: '',
  download_url: '',
  withdraw_fee_rate: '0.005',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  payout_cooling_hours: '24',
  quotes_simulated: 'true',
  service_chat_link: '',
  service_phone: '',
  service_email: '',
  service_hours: '09:00–21:00 (UTC+8)',
  crypto_deposit_address: '',
  crypto_deposit_network: '',
};

export const CONFIG_KEYS = SETTING_KEYS;
/** Any constant shared by every instance (services/operators/audit.ts has the others). */
const CONFIG_LOCK = 727_274_012;

/** A value refused for its kind, its bounds, or the other settings (minimum above maximum). */
export class SettingValueError extends Error {
  constructor(
    readonly setting: ConfigKey,
    readonly problem: SettingProblem,
  ) {
    super(`${setting}: ${message(problem.key, 'en', 'params' in problem ? problem.params : {})}`);
  }
}

/** The configuration as members receive it, with the deposit channels' texts in `lang`. */
export async function readConfig(db: Db | Tx, lang: Language = DEFAULT_LANGUAGE): Promise<Config> {
  const rows = await db.select().from(config);
  const values: Record<string, string> = { ...DEFAULTS };
  for (const row of rows) values[row.key] = row.value;
  const channels = await db.select().from(depositChannels);
  return {
    img_url: values.img_url ?? '',
    kefu_link: values.kefu_link ?? '',
    kefu_link2: values.kefu_link2 ?? '',
    site_name: BRAND_NAME,
    download_url: values.download_url ?? '',
    withdraw_fee_rate: values.withdraw_fee_rate ?? '0',
    withdraw_min: formatCents(decimalToCents(values.withdraw_min ?? '') ?? 0),
    withdraw_max: formatCents(decimalToCents(values.withdraw_max ?? '') ?? 0),
    payout_cooling_hours: Number(values.payout_cooling_hours ?? 0),
    quotes_simulated: values.quotes_simulated === 'true',
    service_chat_link: values.service_chat_link ?? '',
    service_phone: values.service_phone ?? '',
    service_email: values.service_email ?? '',
    service_hours: values.service_hours ?? '',
    crypto_deposit_address: values.crypto_deposit_address ?? '',
    crypto_deposit_network: values.crypto_deposit_network ?? '',
    deposit_channels: channels.map((c) => ({
      method: c.method as Config['deposit_channels'][number]['method'],
      title: pick(c.title, lang),
      instructions: pick(c.instructions, lang),
      account: pick(c.account, lang),
    })),
  };
}

/** Every setting as members get it, unformatted: the saved value, else its default (the console edits these). */
export async function settingValues(db: Db | Tx): Promise<Record<ConfigKey, string>> {
  const rows = await db.select().from(config).where(inArray(config.key, CONFIG_KEYS));
  const values = { ...DEFAULTS };
  for (const row of rows) values[row.key as ConfigKey] = row.value;
  return values;
}

/** Sets one value after checking it against its kind and the saved values; in the caller's transaction. */
export async function setConfig(db: Db | Tx, key: ConfigKey, value: string): Promise<{ before: string | null }> {
  const rows = await db.select().from(config).where(inArray(config.key, CONFIG_KEYS));
  const saved: Partial<Record<ConfigKey, string>> = { ...DEFAULTS };
  for (const row of rows) saved[row.key as ConfigKey] = row.value;
  const problem = settingProblem(key, value, saved);
  if (problem) throw new SettingValueError(key, problem);
  await db
    .insert(config)
    .values({ key, value })
    .onConflictDoUpdate({ target: config.key, set: { value: sql`excluded.value` } });
  return { before: rows.find((r) => r.key === key)?.value ?? null };
}

/** An operator's change of one setting (console or command), validated, with its audit row. */
export async function changeConfig(db: Db, key: ConfigKey, value: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // the minimum and maximum are checked against each other: two changes at once must not pass each other by
    await tx.execute(sql`select pg_advisory_xact_lock(${CONFIG_LOCK})`);
    const { before } = await setConfig(tx, key, value);
    await audit(tx, actor, { action: 'config.set', target: key, before: { value: before }, after: { value } }, now);
  });
}

export interface ChannelInput {
  method: DepositMethod;
  title: LocalizedInput;
  instructions: LocalizedInput;
  account: LocalizedInput;
}

/** A deposit channel's texts in every language (zh-Hans converted when not given), with its audit row. */
export async function setDepositChannel(db: Db, input: ChannelInput, actor: Actor, now: Date): Promise<void> {
  const values = {
    method: input.method,
    title: await localized(input.title),
    instructions: await localized(input.instructions),
    account: await localized(input.account),
  };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(depositChannels).where(eq(depositChannels.method, input.method));
    await tx.insert(depositChannels).values(values).onConflictDoUpdate({ target: depositChannels.method, set: values });
    await audit(tx, actor, { action: 'channel.set', target: input.method, before, after: values }, now);
  });
}
