import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { BRAND_NAME } from '../../../contract/brand';
import type { Db, Tx } from '../../db/client';
import { passkeyChallenges, passkeys } from '../../db/schema';
import { forbidden, isUniqueViolation, ApiError } from '../../errors';
import type { Settings } from '../../settings';
import { Code } from '../../../contract/envelope';
import type { PayAccountApproval } from '../../../contract/passkeys';

/** A challenge answers for this long: a face or a fingerprint takes seconds, a slow member a minute or two. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

type Purpose = (typeof passkeyChallenges.$inferSelect)['purpose'];
/** Whose passkeys: a member's or an operator's (each has ids of its own). */
export type Owner = { memberId: number } | { operatorId: number };
type PasskeyRow = typeof passkeys.$inferSelect;

/**
 * The relying party a ceremony is bound to: PASSKEY_RP_ID and PASSKEY_ORIGINS (a server outside demo mode does
 * not start without them, settings.ts requirePasskeyParty). Only in demo mode does a missing one come from the
 * request's own host and origin, which whoever sends the request writes.
 */
export function relyingParty(
  settings: Pick<Settings, 'demo' | 'passkeyRpId' | 'passkeyOrigins'>,
  request: FastifyRequest,
) {
  const { passkeyRpId: rpID, passkeyOrigins: origins } = settings;
  if (rpID && origins?.length) return { rpID, origins };
  if (!settings.demo) throw new Error('PASSKEY_RP_ID and PASSKEY_ORIGINS must be set outside demo mode');
  const own = new URL(`${request.protocol}://${request.host}`);
  return { rpID: rpID ?? own.hostname, origins: origins?.length ? origins : [own.origin] };
}
export type RelyingParty = ReturnType<typeof relyingParty>;

/** The SHA-256 an approval's challenge is bound to: the exact money move, with its Idempotency-Key. */
export const approvalHash = (
  memberId: number,
  move: { call: string; amount: number; to: { type: string; id: number }; idempotencyKey: string },
) =>
  createHash('sha256')
    .update(JSON.stringify([move.call, memberId, move.amount, move.to.type, move.to.id, move.idempotencyKey]))
    .digest('hex');

/**
 * The SHA-256 an approval to add a payout account is bound to: the card number, or the wallet's chain and address
 * (ERC20's in lower case, as the duplicate check reads it), so the assertion adds that account and no other.
 */
export const payAccountHash = (memberId: number, account: PayAccountApproval) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        account.call === 'addCard'
          ? [account.call, memberId, account.number]
          : [
              account.call,
              memberId,
              account.chain,
              account.chain === 'ERC20' ? account.address.toLowerCase() : account.address,
            ],
      ),
    )
    .digest('hex');

const ownerColumns = (owner: Owner | undefined) => ({
  memberId: owner && 'memberId' in owner ? owner.memberId : null,
  operatorId: owner && 'operatorId' in owner ? owner.operatorId : null,
});

const ownedBy = (owner: Owner): SQL =>
  'memberId' in owner ? eq(passkeys.memberId, owner.memberId) : eq(passkeys.operatorId, owner.operatorId);

async function storeChallenge(
  db: Db | Tx,
  challenge: string,
  bound: { purpose: Purpose; owner?: Owner; requestHash?: string },
  now: Date,
) {
  await db.insert(passkeyChallenges).values({
    challenge,
    purpose: bound.purpose,
    ...ownerColumns(bound.owner),
    requestHash: bound.requestHash ?? null,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** The challenge the browser signed, read from its clientDataJSON (checked again by the verification). */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** How long after its challenge was used a same-key retry of an approved move is told the first is on its way. */
export const TWIN_WINDOW_MS = 5_000;

/**
 * Takes the challenge a response answers: marked used as it is read, so it is used once whatever instance sees
 * it again, and only for the purpose, owner and request it was issued for, until it expires. `inFlight`: an
 * approval's challenge this very request (its hash binds the Idempotency-Key) used moments ago.
 */
async function takeChallenge(
  db: Db | Tx,
  clientDataJSON: string,
  bound: { purpose: Purpose; owner?: Owner; requestHash?: string },
  now: Date,
): Promise<{ challenge: string } | { inFlight: boolean }> {
  const challenge = signedChallenge(clientDataJSON);
  if (!challenge) return { inFlight: false };
  const { memberId, operatorId } = ownerColumns(bound.owner);
  const issued = and(
    eq(passkeyChallenges.challenge, challenge),
    eq(passkeyChallenges.purpose, bound.purpose),
    memberId === null ? isNull(passkeyChallenges.memberId) : eq(passkeyChallenges.memberId, memberId),
    operatorId === null ? isNull(passkeyChallenges.operatorId) : eq(passkeyChallenges.operatorId, operatorId),
    bound.requestHash === undefined
      ? isNull(passkeyChallenges.requestHash)
      : eq(passkeyChallenges.requestHash, bound.requestHash),
  );
  const [taken] = await db
    .update(passkeyChallenges)
    .set({ takenAt: now })
    .where(and(issued, isNull(passkeyChallenges.takenAt), gt(passkeyChallenges.expiresAt, now)))
    .returning({ id: passkeyChallenges.id });
  if (taken) return { challenge };
  if (bound.requestHash === undefined) return { inFlight: false };
  const since = new Date(now.getTime() - TWIN_WINDOW_MS);
  const [used] = await db
    .select({ id: passkeyChallenges.id })
    .from(passkeyChallenges)
    .where(and(issued, gt(passkeyChallenges.takenAt, since)));
  return { inFlight: Boolean(used) };
}

/** The challenges no response can use any more (services/platform/retention.ts deletes them). */
export const expiredChallenges = (now: Date) => lt(passkeyChallenges.expiresAt, now);

export const ownPasskeys = (db: Db | Tx, owner: Owner) =>
  db.select().from(passkeys).where(ownedBy(owner)).orderBy(passkeys.id);

const descriptors = (rows: PasskeyRow[]) =>
  rows.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransport[] }));

/** Options to create a passkey for this owner (a discoverable credential with user verification). */
export async function registrationOptions(
  db: Db | Tx,
  party: RelyingParty,
  user: { owner: Owner; name: string; displayName: string },
  now: Date,
) {
  const kind = 'memberId' in user.owner ? `member:${user.owner.memberId}` : `operator:${user.owner.operatorId}`;
  const options = await generateRegistrationOptions({
    rpName: BRAND_NAME,
    rpID: party.rpID,
    userName: user.name,
    userDisplayName: user.displayName,
    // members and operators apart, so an authenticator never replaces one's passkey with the other's
    userID: new TextEncoder().encode(kind),
    attestationType: 'none',
    excludeCredentials: descriptors(await ownPasskeys(db, user.owner)),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, options.challenge, { purpose: 'register', owner: user.owner }, now);
  return options;
}

const passkeyTaken = () => new ApiError(Code.conflict, 'passkeyTaken');

/** Checks a registration response against its challenge and stores the new passkey. */
export async function registerPasskey(
  db: Db | Tx,
  party: RelyingParty,
  input: { owner: Owner; response: RegistrationResponseJSON; name: string },
  now: Date,
): Promise<PasskeyRow> {
  const taken = await takeChallenge(
    db,
    input.response.response.clientDataJSON,
    { purpose: 'register', owner: input.owner },
    now,
  );
  if (!('challenge' in taken)) throw forbidden('passkeyChallenge');
  const verified = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: taken.challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verified?.verified) throw forbidden('passkeyRefused');
  const { credential } = verified.registrationInfo;
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        credentialId: credential.id,
        ...ownerColumns(input.owner),
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw passkeyTaken();
    throw error;
  }
}

/**
 * Options to sign with one of the owner's passkeys (an approval, an operator's sign-in after the password),
 * stored as a row: only a member or an operator who passed a password asks for these. A member's sign-in,
 * which anybody may ask for, stores nothing (services/auth/passkey-login.ts).
 */
export async function assertionOptions(
  db: Db | Tx,
  party: RelyingParty,
  bound: { purpose: Purpose; owner: Owner; requestHash?: string },
  now: Date,
) {
  const options = await generateAuthenticationOptions({
    rpID: party.rpID,
    userVerification: 'required',
    allowCredentials: descriptors(await ownPasskeys(db, bound.owner)),
  });
  await storeChallenge(db, options.challenge, bound, now);
  return options;
}

/** Why an assertion was refused, as the member reads it (server/messages.ts). */
export type AssertionRefusal = 'passkeyChallenge' | 'passkeyUnknown' | 'passkeyRefused';

/**
 * Checks an assertion: its challenge (taken once, for this purpose, owner and request), its credential (one of
 * the owner's), origin, RP ID, user verification, signature and a counter that only grows (checkAssertion).
 */
export async function verifyAssertion(
  db: Db | Tx,
  party: RelyingParty,
  input: { response: AuthenticationResponseJSON; purpose: Purpose; owner: Owner; requestHash?: string },
  now: Date,
): Promise<AssertionResult> {
  const { response, purpose, owner, requestHash } = input;
  const taken = await takeChallenge(db, response.response.clientDataJSON, { purpose, owner, requestHash }, now);
  if (!('challenge' in taken)) return { ok: false, reason: 'passkeyChallenge', inFlight: taken.inFlight };
  return checkAssertion(db, party, { response, challenge: taken.challenge, owner }, now);
}

export type AssertionResult =
  { ok: true; passkey: PasskeyRow } | { ok: false; reason: AssertionRefusal; inFlight?: boolean };

/**
 * Checks an assertion of `challenge`: its credential (one of the owner's, or for a sign-in any member's or
 * operator's as `kind` says), origin, RP ID, user verification, signature and a counter that only grows. Once
 * the signature holds, `claim` (when given) must say the challenge was not used before. The counter is written
 * only over the one it was checked against, so two uses of one assertion cannot both pass when it counts.
 */
export async function checkAssertion(
  db: Db,
  party: RelyingParty,
  input: {
    response: AuthenticationResponseJSON;
    challenge: string;
    owner?: Owner;
    kind?: 'member' | 'operator';
    claim?: () => Promise<boolean>;
  },
  now: Date,
): Promise<AssertionResult> {
  const { response, challenge, owner } = input;
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  const theirs = row && (owner ? ownerMatches(row, owner) : (input.kind === 'member') === (row.memberId !== null));
  if (!row || !theirs) return { ok: false, reason: 'passkeyUnknown' };
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpID,
    requireUserVerification: true,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(row.publicKey),
      counter: row.counter,
      transports: row.transports as AuthenticatorTransport[],
    },
  }).catch(() => undefined);
  if (!verified?.verified) return { ok: false, reason: 'passkeyRefused' };
  if (input.claim && !(await input.claim())) return { ok: false, reason: 'passkeyChallenge' };
  const [used] = await db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning();
  if (!used) return { ok: false, reason: 'passkeyRefused' };
  return { ok: true, passkey: used };
}

const ownerMatches = (row: PasskeyRow, owner: Owner) =>
  'memberId' in owner ? row.memberId === owner.memberId : row.operatorId === owner.operatorId;

export async function renamePasskey(db: Db, owner: Owner, id: number, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), ownedBy(owner)))
    .returning();
  return row;
}

/** Removes one of the owner's passkeys: its name, or undefined when it is not theirs (or gone already). */
export async function removePasskey(db: Db | Tx, owner: Owner, id: number): Promise<string | undefined> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), ownedBy(owner)))
    .returning({ name: passkeys.name });
  return removed?.name;
}

/**
 * A recovery (a lost phone, a reset code, an operator's reset): every passkey of the owner goes, in the
 * recovery's transaction, so whoever enrolled one cannot sign in with it after. How many went.
 */
export async function removeAllPasskeys(tx: Db | Tx, owner: Owner): Promise<number> {
  const removed = await tx.delete(passkeys).where(ownedBy(owner)).returning({ id: passkeys.id });
  return removed.length;
}

export const passkeyItem = (p: PasskeyRow) => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
});
