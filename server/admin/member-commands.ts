import { eq } from 'drizzle-orm';
import { ACCOUNT, passwordField } from '../../contract/auth';
import { members } from '../db/schema';
import { audit, COMMAND_ACTOR } from '../services/audit';
import { createMember } from '../services/members';
import { revokeMemberSessions } from '../services/sessions';
import { need, UsageError, type Command } from './args';

/** Members created, and signed out everywhere, from the server's host. */
export const MEMBER_COMMANDS: Record<string, Command> = {
  'member:create': {
    args: '<account> <password>',
    help: 'create a member (account 4-20 of A-Z a-z 0-9 _, password 8-64 with a letter and a digit)',
    async run(db, args, out) {
      const [account, password] = need(args, 2, 'member:create <account> <password>');
      if (!ACCOUNT.test(account!)) throw new UsageError('account must be 4-20 letters, digits or underscores');
      if (!passwordField.safeParse(password).success)
        throw new UsageError('password must be 8-64 characters with a letter and a digit');
      const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.account, account!));
      if (taken) throw new UsageError(`account ${account} is taken`);
      const member = await db.transaction(async (tx) => {
        const row = await createMember(tx, account!, password!);
        await audit(
          tx,
          COMMAND_ACTOR,
          { action: 'member.create', target: `member #${row.id}`, after: { account } },
          new Date(),
        );
        return row;
      });
      out(`member ${member.id} created: ${account}`);
    },
  },
  'member:sign-out': {
    args: '<account>',
    help: 'end every session of a member at once (a lost phone): every instance drops them, open apps show sign-in',
    async run(db, args, out) {
      const [account] = need(args, 1, 'member:sign-out <account>');
      const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, account!));
      if (!member) throw new UsageError(`no member ${account}`);
      await db.transaction(async (tx) => {
        await revokeMemberSessions(tx, member.id, new Date());
        await audit(tx, COMMAND_ACTOR, { action: 'member.signOut', target: `member #${member.id}` }, new Date());
      });
      out(`member ${member.id} (${account}): every session ended`);
    },
  },
};
