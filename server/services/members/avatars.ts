import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { avatarFiles, members } from '../../db/schema';
import type { ImageType } from '../content/image-metadata';

const AVATAR_PATH = /^\/media\/avatars\/([0-9a-f]{64})\.(?:png|jpg|webp)$/;

/**
 * Any constant shared by every instance: avatar changes run one at a time, so a file two members share is
 * never deleted under the one who has just taken it.
 */
const AVATAR_LOCK = 727_274_082;

/**
 * Makes `bytes` the member's one avatar and deletes the file it replaces unless another member shows it:
 * a member keeps at most one stored upload, at most AVATAR_MAX_BYTES. Stored by content hash, in the
 * database, so every instance serves it and its URL can be cached for good.
 */
export async function replaceAvatar(db: Db, memberId: number, type: ImageType, bytes: Buffer): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const avatar = `/media/avatars/${hash}.${type}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AVATAR_LOCK})`);
    const [before] = await tx.select({ avatar: members.avatar }).from(members).where(eq(members.id, memberId));
    await tx.insert(avatarFiles).values({ hash, type, bytes }).onConflictDoNothing();
    await tx.update(members).set({ avatar }).where(eq(members.id, memberId));
    const [, oldHash] = AVATAR_PATH.exec(before?.avatar ?? '') ?? [];
    if (!oldHash || before?.avatar === avatar) return;
    // `<> ''` is members_avatar_idx's predicate: the index answers even a generic prepared plan
    const shown = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.avatar, before!.avatar), ne(members.avatar, '')))
      .limit(1);
    if (shown.length === 0) await tx.delete(avatarFiles).where(eq(avatarFiles.hash, oldHash));
  });
  return avatar;
}
