import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateAuthenticationOptions, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passkeyChallenges } from '../../db/schema';
import { CHALLENGE_TTL_MS, checkAssertion, signedChallenge, type AssertionResult, type RelyingParty } from './passkeys';

const NONCE = 16;
const EXPIRY = 8;
const MAC = 16;

/**
 * A member's passkey sign-in challenge, which anybody may ask for: not stored, but signed (a random nonce and
 * its expiry under an HMAC of a key derived from the server's secret), so asking writes nothing and every
 * instance recognises the challenges of the others.
 */
export function loginChallenges(secret: Buffer) {
  const key = createHmac('sha256', secret).update('passkey-login-challenge').digest();
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC);
  return {
    issue(now: Date): Uint8Array<ArrayBuffer> {
      const expiry = Buffer.alloc(EXPIRY);
      expiry.writeBigUInt64BE(BigInt(now.getTime() + CHALLENGE_TTL_MS));
      const body = Buffer.concat([randomBytes(NONCE), expiry]);
      return new Uint8Array(Buffer.concat([body, mac(body)]));
    },
    /** When a challenge this server signed expires; undefined for one it did not sign, or one expired. */
    expiryOf(challenge: string, now: Date): Date | undefined {
      const bytes = Buffer.from(challenge, 'base64url');
      if (bytes.length !== NONCE + EXPIRY + MAC || bytes.toString('base64url') !== challenge) return undefined;
      const body = bytes.subarray(0, NONCE + EXPIRY);
      if (!timingSafeEqual(mac(body), bytes.subarray(NONCE + EXPIRY))) return undefined;
      const expiresAt = new Date(Number(body.readBigUInt64BE(NONCE)));
      return expiresAt > now ? expiresAt : undefined;
    },
  };
}
export type LoginChallenges = ReturnType<typeof loginChallenges>;

/** Options to sign in with any of the member's discoverable passkeys. */
export const loginOptions = async (party: RelyingParty, challenges: LoginChallenges, now: Date) =>
  generateAuthenticationOptions({
    rpID: party.rpID,
    userVerification: 'required',
    allowCredentials: [],
    challenge: challenges.issue(now),
  });

/**
 * Checks a member's passkey sign-in. The signature alone would let one assertion (seen in a log, a proxy, a
 * page's script) sign in again and again until its challenge expires: a synced passkey keeps no counter. So once
 * the signature holds, the challenge is written down as used (`passkey_challenges`, unique, until it expires;
 * retention deletes it then), and a second use of it is refused. Only a verified assertion of a registered
 * passkey writes that row: asking for challenges, or sending forged answers, writes nothing.
 */
export async function verifyLogin(
  db: Db,
  party: RelyingParty,
  challenges: LoginChallenges,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<AssertionResult> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  const expiresAt = challenge === undefined ? undefined : challenges.expiryOf(challenge, now);
  if (challenge === undefined || expiresAt === undefined) return { ok: false, reason: 'passkeyChallenge' };
  // used already: said so before any signature is checked (the claim below decides between two at once)
  const usedBefore = await db
    .select({ id: passkeyChallenges.id })
    .from(passkeyChallenges)
    .where(eq(passkeyChallenges.challenge, challenge));
  if (usedBefore.length) return { ok: false, reason: 'passkeyChallenge' };
  const claim = async () => {
    const used = { challenge, purpose: 'login' as const, expiresAt, takenAt: now };
    const rows = await db
      .insert(passkeyChallenges)
      .values(used)
      .onConflictDoNothing()
      .returning({ id: passkeyChallenges.id });
    return rows.length > 0;
  };
  return checkAssertion(db, party, { response, challenge, kind: 'member', claim }, now);
}
