import type { FastifyInstance } from 'fastify';
import { Code } from '../../../contract/envelope';
import { depositChannels } from '../../db/schema';
import { ApiError } from '../../errors';
import { message } from '../../messages';
import {
  changeConfig,
  CONFIG_KEYS,
  settingValues,
  SettingValueError,
  setDepositChannel,
  type ConfigKey,
} from '../../services/platform/config';
import { operatorCall } from './operator-call';

/** The settings members see (config) and the deposit channels. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  const db = app.db;

  operatorCall(app, 'config', async () => {
    // the settings' keys only, each as members get it (a default until saved): a row the console does not set
    // is not the console's to read
    return {
      keys: CONFIG_KEYS,
      values: await settingValues(db),
      channels: await db.select().from(depositChannels).orderBy(depositChannels.method),
    };
  });

  // Validated as the operator command validates it (services/platform/config.ts).
  operatorCall(app, 'configSet', async ({ body, actor, now, lang }) => {
    if (!(CONFIG_KEYS as string[]).includes(body.key)) {
      throw new ApiError(Code.invalid, 'unknownKey', { fields: { key: message('unknownKey', lang) } });
    }
    try {
      await changeConfig(db, body.key as ConfigKey, body.value, actor, now);
    } catch (error) {
      if (!(error instanceof SettingValueError)) throw error;
      const { problem } = error;
      const text = message(problem.key, lang, 'params' in problem ? problem.params : {});
      throw new ApiError(Code.invalid, problem.key, { fields: { value: text } }, text);
    }
    return {};
  });

  operatorCall(app, 'channelSet', async ({ body, actor, now }) => {
    await setDepositChannel(db, body, actor, now);
    return {};
  });

  // balance = Σ bills is the ledger's rule (services/money/ledger.ts); the line says whether it holds for this member.
}
