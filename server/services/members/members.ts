import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../../contract/member';
import { formatCents } from '../../../contract/money';
import type { Db } from '../../db/client';
import type { SessionMember } from '../auth/session-cache';
import { members } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

type MemberRow = typeof members.$inferSelect;

export function toUserInfo(m: MemberRow): UserInfo {
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    avatar: m.avatar,
    realName: m.realName,
    phone: m.phone,
    email: m.email,
    balance: formatCents(m.balance),
    frozen: formatCents(m.frozen),
    termBalance: formatCents(m.termBalance),
    hasTradePassword: m.tradePasswordHash !== null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A member's money as it is now (a session keeps none: SessionMember), with the rest of their row. */
export async function withMoney(db: Db, member: SessionMember): Promise<MemberRow> {
  const [money] = await db
    .select({ balance: members.balance, frozen: members.frozen, termBalance: members.termBalance })
    .from(members)
    .where(eq(members.id, member.id));
  if (!money) throw new Error(`member ${member.id} has no row`);
  return { ...member, ...money };
}

/** Inserts a member (throws a unique violation when the account is taken). */
export async function createMember(db: Db, account: string, password: string, inviteCode = ''): Promise<MemberRow> {
  const [row] = await db
    .insert(members)
    .values({ account, passwordHash: await hashPassword(password), nickname: account, inviteCode })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}
