import { channelSetBody } from '../../contract/admin';
import { consoleFieldErrors } from '../../contract/admin-messages';
import { DEPOSIT_METHODS } from '../../contract/content';
import { COMMAND_ACTOR } from '../services/operators/audit';
import { changeConfig, CONFIG_KEYS, readConfig, setDepositChannel, type ConfigKey } from '../services/platform/config';
import { languagesHelp, localizedArg, need, splitArgs, UsageError, type Command } from './args';

/** The settings the app receives, and the deposit channels: the console's services, with their audit rows. */
export const CONFIG_COMMANDS: Record<string, Command> = {
  'config:list': {
    args: '',
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
      await changeConfig(db, key as ConfigKey, value!, COMMAND_ACTOR, new Date()).catch((error: Error) => {
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
      const parsed = channelSetBody.safeParse({
        method,
        title: await localizedArg('title', title!, texts),
        instructions: await localizedArg('instructions', instructions!, texts),
        account: await localizedArg('account', account!, texts),
      });
      if (!parsed.success) {
        const [field, problem] = Object.entries(consoleFieldErrors(parsed.error.issues, 'en'))[0]!;
        throw new UsageError(
          field === 'method' ? `method must be one of ${DEPOSIT_METHODS.join(', ')}` : `${field}: ${problem}`,
        );
      }
      await setDepositChannel(db, parsed.data, COMMAND_ACTOR, new Date());
      out(`channel ${method} set`);
    },
  },
};
