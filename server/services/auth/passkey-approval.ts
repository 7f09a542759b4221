import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../../db/client';
import { inProgress } from '../platform/idempotency';
import { verifyAssertion, type RelyingParty } from './passkeys';
import { limitApproval, type ApprovalContext } from './trade-password';

/**
 * A money move approved with a passkey in place of the trade password: the assertion must answer the
 * challenge issued for this very move (`requestHash`), by one of the member's passkeys, with user
 * verification. A refused one counts against the trade password's limit like a wrong password; a same-key
 * retry whose first request used the challenge moments ago is told the first is in progress (409, not counted).
 */
export async function approveWithPasskey(
  db: Db,
  party: RelyingParty,
  target: { memberId: number; response: AuthenticationResponseJSON; requestHash: string },
  ctx: ApprovalContext,
): Promise<void> {
  const { memberId, response, requestHash } = target;
  await limitApproval(
    db,
    memberId,
    ctx,
    async () => {
      const result = await verifyAssertion(
        db,
        party,
        { response, purpose: 'approve', owner: { memberId }, requestHash },
        ctx.now,
      );
      if (!result.ok && result.inFlight) throw inProgress();
      return result;
    },
    (result) => (result.ok ? undefined : result.reason),
  );
}
