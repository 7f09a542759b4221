import { asc } from 'drizzle-orm';
import { ACCOUNT, passwordField } from '../../contract/auth';
import { OPERATOR_ROLES, type OperatorRole } from '../../contract/admin';
import type { Db } from '../db/client';
import { operators } from '../db/schema';
import { isUniqueViolation } from '../errors';
import { COMMAND_ACTOR } from '../services/operators/audit';
import {
  changeOperator,
  createOperator,
  operatorIdOf,
  operatorSummary,
  type OperatorChange,
} from '../services/operators/operator-accounts';
import { need, UsageError, type Command } from './args';

const roleArg = (role: string | undefined): OperatorRole => {
  if (!(OPERATOR_ROLES as readonly string[]).includes(role ?? ''))
    throw new UsageError(`role must be one of ${OPERATOR_ROLES.join(', ')}`);
  return role as OperatorRole;
};

/** The console's operator changes, by account, with the same rules (the last active admin stays) and audit rows. */
async function change(db: Db, account: string, what: OperatorChange) {
  const id = await operatorIdOf(db, account);
  const outcome = id === undefined ? undefined : await changeOperator(db, id, what, COMMAND_ACTOR, new Date());
  if (!outcome || (!outcome.done && outcome.reason === 'notFound')) throw new UsageError(`no operator ${account}`);
  if (!outcome.done) throw new UsageError(`${account} is the last active admin: create or enable another admin first`);
  return outcome;
}

/** A change of one operator, named by account, and what it prints. */
const onOperator = (
  name: string,
  help: string,
  what: OperatorChange,
  report: (account: string, temporaryPassword: string | undefined) => string[],
): Command => ({
  args: '<account>',
  help,
  async run(db, args, out) {
    const [account] = need(args, 1, `${name} <account>`);
    const outcome = await change(db, account!, what);
    for (const line of report(account!, outcome.temporaryPassword)) out(line);
  },
});

const temporary = (account: string, password: string | undefined) =>
  `temporary password (give it to ${account} only; they choose a new one at sign-in): ${password}`;

/** The operators of the console at /admin. */
export const OPERATOR_COMMANDS: Record<string, Command> = {
  'operator:list': {
    args: '',
    help: 'list the operators with their role and state',
    async run(db, _args, out) {
      for (const row of await db.select().from(operators).orderBy(asc(operators.id))) {
        const o = operatorSummary(row);
        const state = [o.active ? 'active' : 'disabled', o.enrolled ? 'enrolled' : 'not enrolled'];
        if (o.mustChangePassword) state.push('must change password');
        out(`  #${row.id}  ${o.account}  ${o.role}  ${state.join(', ')}`);
      }
    },
  },
  'operator:create': {
    args: `<account> <password> <${OPERATOR_ROLES.join('|')}>`,
    help: 'create an operator of the console at /admin (enrols an authenticator app at first sign-in)',
    async run(db, args, out) {
      const [account, password, role] = need(args, 3, 'operator:create <account> <password> <role>');
      if (!ACCOUNT.test(account!)) throw new UsageError('account must be 4-20 letters, digits or underscores');
      if (!passwordField.safeParse(password).success)
        throw new UsageError('password must be 8-64 characters with a letter and a digit');
      const input = { account: account!, password: password!, role: roleArg(role) };
      const operator = await createOperator(db, input, COMMAND_ACTOR, new Date()).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new UsageError(`operator ${account} exists`) : error;
      });
      out(`operator ${operator.id} created: ${account} (${role})`);
    },
  },
  'operator:role': {
    args: `<account> <${OPERATOR_ROLES.join('|')}>`,
    help: 'change an operator’s role (never the last active admin’s)',
    async run(db, args, out) {
      const [account, role] = need(args, 2, 'operator:role <account> <role>');
      await change(db, account!, { kind: 'role', role: roleArg(role) });
      out(`operator ${account} is now ${role}`);
    },
  },
  'operator:disable': onOperator(
    'operator:disable',
    'disable an operator: no sign-in, and their sessions end at once (never the last active admin)',
    { kind: 'active', active: false },
    (account) => [`operator ${account} disabled`],
  ),
  'operator:enable': onOperator(
    'operator:enable',
    'enable a disabled operator again',
    { kind: 'active', active: true },
    (account) => [`operator ${account} enabled`],
  ),
  'operator:reset-password': onOperator(
    'operator:reset-password',
    'a temporary password (printed once) that the operator replaces at the next sign-in; sessions end',
    { kind: 'reset', secondFactor: false },
    (account, password) => [`operator ${account}: sessions ended`, temporary(account, password)],
  ),
  'operator:reset-totp': onOperator(
    'operator:reset-totp',
    'a lost authenticator: a temporary password (printed once) and a new authenticator at the next sign-in',
    { kind: 'reset', secondFactor: true },
    (account, password) => [
      `operator ${account}: sessions ended, authenticator forgotten`,
      temporary(account, password),
    ],
  ),
};
