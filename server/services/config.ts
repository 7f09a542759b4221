import { eq, sql } from 'drizzle-orm';
import type { LocalizedInput } from '../../contract/admin';
import { BRAND_NAME } from '../../contract/brand';
import type { Config, DepositMethod } from '../../contract/content';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/messages';
import { decimalToCents, formatCents } from '../../contract/money';
import { isRate } from '../../contract/rates';
import type { Db, Tx } from '../db/client';
import { config, depositChannels } from '../db/schema';
import { audit, type Actor } from './audit';
import { localized, pick } from './localized';

// site_name is the brand's (contract/brand.ts), the same as the page title and the manifest: not a setting
type ConfigValues = Omit<Config, 'deposit_channels' | 'site_name'>;
export type ConfigKey = keyof ConfigValues;

const DEFAULTS: Record<ConfigKey, string> = {
  img_url: '/media/',
  kefu_link: '',
  kefu_link2: '',
  download_url: '',
  withdraw_fee_rate: '0.005',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  quotes_simulated: 'true',
  service_chat_link: '',
  service_phone: '',
  service_email: '',
  service_hours: '09:00–21:00 (UTC+8)',
};

/** Shapes of the customer-service channels (contract/content.ts): each may also be empty, which hides it. */
const SERVICE_CHANNEL_RULES: Partial<Record<ConfigKey, [RegExp, string]>> = {
  service_chat_link: [/^https?:\/\/[^\s<>"']{1,500}$/, 'a web link (http:// or https://)'],
  service_phone: [/^\+?[0-9][0-9 ()-]{3,23}$/, 'a phone number such as +852 2345 6789'],
  service_email: [/^[^\s@<>"']{1,64}@[^\s@<>"']{1,189}\.[a-z]{2,63}$/i, 'an email address'],
  service_hours: [/^[^\p{Cc}<>]{1,60}$/u, 'at most 60 characters'],
};
export const CONFIG_KEYS = Object.keys(DEFAULTS) as ConfigKey[];

/** Why a value is refused for a key, or undefined when it is fine. */
export function configValueProblem(key: ConfigKey, value: string): string | undefined {
  if (key === 'withdraw_fee_rate' && !isRate(value)) return 'a rate such as 0.005 (at most 6 decimals)';
  if ((key === 'withdraw_min' || key === 'withdraw_max') && decimalToCents(value) === undefined) {
    return 'an amount such as 100.00';
  }
  if (key === 'quotes_simulated' && value !== 'true' && value !== 'false') return 'true or false';
  const rule = SERVICE_CHANNEL_RULES[key];
  if (rule && value !== '' && !rule[0].test(value)) return `empty or ${rule[1]}`;
  return undefined;
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
    quotes_simulated: values.quotes_simulated === 'true',
    service_chat_link: values.service_chat_link ?? '',
    service_phone: values.service_phone ?? '',
    service_email: values.service_email ?? '',
    service_hours: values.service_hours ?? '',
    deposit_channels: channels.map((c) => ({
      method: c.method as Config['deposit_channels'][number]['method'],
      title: pick(c.title, lang),
      instructions: pick(c.instructions, lang),
      account: pick(c.account, lang),
    })),
  };
}

export async function setConfig(db: Db, key: ConfigKey, value: string): Promise<void> {
  const problem = configValueProblem(key, value);
  if (problem) throw new Error(`${key} must be ${problem}`);
  await db
    .insert(config)
    .values({ key, value })
    .onConflictDoUpdate({ target: config.key, set: { value: sql`excluded.value` } });
}

/** An operator's change of one setting (console or command), validated, with its audit row. */
export async function changeConfig(db: Db, key: ConfigKey, value: string, actor: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(config).where(eq(config.key, key));
    await setConfig(tx as unknown as Db, key, value);
    await audit(
      tx,
      actor,
      { action: 'config.set', target: key, before: { value: before?.value ?? null }, after: { value } },
      now,
    );
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
