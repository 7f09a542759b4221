import { DEPOSIT_METHODS } from '../../contract/content';
import { depositChannels } from '../db/schema';
import { CONFIG_KEYS, readConfig, setConfig, type ConfigKey } from '../services/config';
import { languagesHelp, localizedArg, need, splitArgs, UsageError, type Command } from './args';

/** The settings the app receives, and the deposit channels. */
export const CONFIG_COMMANDS: Record<string, Command> = {
  'config:list': {
    args: '',
    audit: false,
    help: 'show the configuration the app receives',
    async run(db, _args, out) {
      out(JSON.stringify(await readConfig(db), null, 2));
    },
  },
  'config:set': {
    args: `<${CONFIG_KEYS.join('|')}> <value>`,
    help: 'set a configuration value (validated)',
    async run(db, args, out) {
      const [key, value] = need(args, 2, 'config:set <key> <value>');
      if (!(CONFIG_KEYS as string[]).includes(key!))
        throw new UsageError(`unknown key ${key}; keys: ${CONFIG_KEYS.join(', ')}`);
      await setConfig(db, key as ConfigKey, value!).catch((error: Error) => {
        throw new UsageError(error.message);
      });
      out(`${key} = ${value}`);
    },
  },
  'channel:set': {
    args: `<${DEPOSIT_METHODS.join('|')}> <title> <instructions> <account>`,
    help: `set the deposit channel of a method${languagesHelp('title, instructions, account')}`,
    async run(db, args, out) {
      const { positional, texts } = splitArgs(args);
      const [method, title, instructions, account] = need(
        positional,
        4,
        'channel:set <method> <title> <instructions> <account>',
      );
      if (!(DEPOSIT_METHODS as readonly string[]).includes(method!))
        throw new UsageError(`method must be one of ${DEPOSIT_METHODS.join(', ')}`);
      const values = {
        method: method!,
        title: await localizedArg('title', title!, texts),
        instructions: await localizedArg('instructions', instructions!, texts),
        account: await localizedArg('account', account!, texts),
      };
      await db
        .insert(depositChannels)
        .values(values)
        .onConflictDoUpdate({ target: depositChannels.method, set: values });
      out(`channel ${method} set`);
    },
  },
};
