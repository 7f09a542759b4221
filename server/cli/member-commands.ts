import { eq } from 'drizzle-orm';
import { ACCOUNT, passwordField } from '../../contract/auth';
import { members } from '../db/schema';
import { audit, COMMAND_ACTOR } from '../services/operators/audit';
import { createMember } from '../services/members/members';
import { removeAllPasskeys } from '../services/auth/passkeys';
import { revokeMemberSessions } from '../services/auth/sessions';
import { need, UsageError, type Command } from './args';

/** Members created, and signed out everywhere (their passkeys removed), from the server's host. */
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
    help: 'a lost phone: end every session of a member at once (every instance drops them, open apps show sign-in) and remove their passkeys',
    async run(db, args, out) {
      const [account] = need(args, 1, 'member:sign-out <account>');
      const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, account!));
      if (!member) throw new UsageError(`no member ${account}`);
      const now = new Date();
      // the passkeys go with the sessions: whoever holds the phone could sign in again with one
      const removed = await db.transaction(async (tx) => {
        await revokeMemberSessions(tx, member.id, now);
        const passkeysRemoved = await removeAllPasskeys(tx, { memberId: member.id });
        const entry = { action: 'member.signOut', target: `member #${member.id}`, after: { passkeysRemoved } };
        await audit(tx, COMMAND_ACTOR, entry, now);
        return passkeysRemoved;
      });
      out(`member ${member.id} (${account}): every session ended, passkeys removed: ${removed}`);
    },
  },
};
