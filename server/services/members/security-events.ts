import { createHash } from 'node:crypto';
import type { SecurityKind } from '../../../contract/security-events';
import type { Tx } from '../../db/client';
import { audit, type Actor } from '../operators/audit';
import { recordEvent } from '../platform/events';
import { hashToken } from '../auth/sessions';

/**
 * What a member is told of on every device (the event stream's `security` topic, docs/api.md; its kinds in
 * contract/security-events.ts), each also an audit row: whoever holds a stolen session or passkey is seen doing it.
 */
const AUDIT_ACTIONS: Record<SecurityKind, string> = {
  passkeyAdded: 'member.passkeyAdd',
  passkeyRemoved: 'member.passkeyRemove',
  passkeySignIn: 'member.passkeySignIn',
  walletAdded: 'member.walletAdd',
  cardAdded: 'member.cardAdd',
};

/**
 * Names the session that acted without giving it away: the app that acted computes the same from its token
 * (src/lib/live/security-notice.ts) and does not tell itself what it just did.
 */
export const deviceTag = (token: string) =>
  createHash('sha256')
    .update(`device:${hashToken(token)}`)
    .digest('hex')
    .slice(0, 16);

/** The member acting from a session of theirs, as the audit log names them. */
export const memberActor = (account: string, address: string): Actor => ({
  operatorId: null,
  account: `member:${account}`,
  address,
});

/**
 * Writes the audit row and the member's event in the caller's transaction. `token`: the session that acted
 * (none: an operator or the server). `detail`: what the member recognises it by (a passkey's name, a masked
 * card number), never a secret.
 */
export async function securityEvent(
  tx: Tx,
  memberId: number,
  happened: { kind: SecurityKind; actor: Actor; token?: string; detail: Record<string, string> },
  now: Date,
): Promise<void> {
  const { kind, actor, token, detail } = happened;
  await audit(tx, actor, { action: AUDIT_ACTIONS[kind], target: `member #${memberId}`, after: detail }, now);
  await recordEvent(tx, memberId, 'security', {
    kind,
    ...detail,
    at: now.toISOString(),
    device: token === undefined ? null : deviceTag(token),
  });
}
