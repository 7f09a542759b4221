import * as z from 'zod/mini';
import { channelSetBody, configSetBody } from '../admin';
import { DEPOSIT_METHODS } from '../content';
import { emptySchema, idSchema } from '../envelope';
import { roomLimitsBody } from '../house-risk';
import { moneyString } from '../money';
import { SETTING_KEYS, type SettingKey } from '../settings';
import { consoleCall } from './console-spec';
import { localizedText } from './content';

export const depositChannel = z.object({
  method: z.enum(DEPOSIT_METHODS),
  title: localizedText,
  instructions: localizedText,
  account: localizedText,
});
export type DepositChannel = z.infer<typeof depositChannel>;

/** The settings' keys, each one's value as members get it (a default until saved), and the deposit channels. */
export const configData = z.object({
  keys: z.array(z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]])),
  values: z.record(z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]), z.string()),
  channels: z.array(depositChannel),
});

/** A room in the console's settings, its bounds, and its open periods' largest exposure now (contract/house-risk.ts). */
export const roomRisk = z.object({
  id: idSchema,
  name: z.string(),
  payoutRate: z.string(),
  minStake: moneyString,
  maxStake: moneyString,
  maxMemberStake: z.nullable(moneyString),
  maxExposure: z.nullable(moneyString),
  exposure: moneyString,
});

export const configCalls = {
  config: consoleCall('config', emptySchema, configData),
  configSet: consoleCall('config', configSetBody, emptySchema, { invalidates: ['config'] }),
  channelSet: consoleCall('config', channelSetBody, emptySchema, { invalidates: ['config'] }),
  rooms: consoleCall('config', emptySchema, z.array(roomRisk)),
  roomLimits: consoleCall('config', roomLimitsBody, emptySchema, { invalidates: ['rooms'] }),
};
