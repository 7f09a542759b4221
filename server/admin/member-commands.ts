import { eq } from 'drizzle-orm';
import { ACCOUNT, passwordField } from '../../contract/auth';
import { OPERATOR_ROLES, type OperatorRole } from '../../contract/admin';
import { members, operators } from '../db/schema';
import { createOperator, resetSecondFactor } from '../services/operators';
import { createMember } from '../services/members';
import { need, UsageError, type Command } from './args';

/** Members and operators created from the server's host. */
export const MEMBER_COMMANDS: Record<string, Command> = {
  'member:create': {
    args: '<account> <password>',
    audit: ([account]) => account ?? '',
    help: 'create a member (account 4-20 of A-Z a-z 0-9 _, password 8-64 with a letter and a digit)',
    async run(db, args, out) {
      const [account, password] = need(args, 2, 'member:create <account> <password>');
      if (!ACCOUNT.test(account!)) throw new UsageError('account must be 4-20 letters, digits or underscores');
      if (!passwordField.safeParse(password).success)
        throw new UsageError('password must be 8-64 characters with a letter and a digit');
      const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.account, account!));
      if (taken) throw new UsageError(`account ${account} is taken`);
      const member = await createMember(db, account!, password!);
      out(`member ${member.id} created: ${account}`);
    },
  },
  'operator:create': {
    args: `<account> <password> <${OPERATOR_ROLES.join('|')}>`,
    help: 'create an operator of the console at /admin (enrols an authenticator app at first sign-in)',
    audit: ([account, , role]) => `${account} ${role}`,
    async run(db, args, out) {
      const [account, password, role] = need(args, 3, 'operator:create <account> <password> <role>');
      if (!ACCOUNT.test(account!)) throw new UsageError('account must be 4-20 letters, digits or underscores');
      if (!passwordField.safeParse(password).success)
        throw new UsageError('password must be 8-64 characters with a letter and a digit');
      if (!(OPERATOR_ROLES as readonly string[]).includes(role!))
        throw new UsageError(`role must be one of ${OPERATOR_ROLES.join(', ')}`);
      const [taken] = await db.select({ id: operators.id }).from(operators).where(eq(operators.account, account!));
      if (taken) throw new UsageError(`operator ${account} exists`);
      const operator = await createOperator(db, account!, password!, role as OperatorRole);
      out(`operator ${operator.id} created: ${account} (${role})`);
    },
  },
  'operator:reset-totp': {
    args: '<account>',
    help: 'forget an operator’s authenticator and end their sessions: the next sign-in enrols a new one',
    async run(db, args, out) {
      const [account] = need(args, 1, 'operator:reset-totp <account>');
      if (!(await resetSecondFactor(db, account!, new Date()))) throw new UsageError(`no operator ${account}`);
      out(`operator ${account}: second factor reset, sessions ended`);
    },
  },
};
