import * as z from 'zod/mini';
import { call, open, type CallSpec } from './call-spec';
import { anyPassword, tradePasswordField } from './auth';
import { sessionData } from './member';
import { idSchema, isoTimeSchema, noControlChars } from './envelope';
import { addCardBody, addWalletBody, cardItem, walletItem, withdrawBody, withdrawTarget } from './wallet';
import { amountInput } from './money';

/**
 * The passkey (WebAuthn) calls. They sit outside `calls` so that only the screens that use passkeys load
 * them (the app's first load carries `calls`); the server serves both maps alike.
 */

const base64url = z.string({ error: 'v.invalid' }).check(z.maxLength(16_384), z.regex(/^[A-Za-z0-9_-]*$/));

/** A registration's response as @simplewebauthn/browser sends it (RegistrationResponseJSON). */
export const registrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});

/** An assertion as @simplewebauthn/browser sends it (AuthenticationResponseJSON). */
export const authenticationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});

/** WebAuthn's options for the browser, passed through as the server made them. */
export const ceremonyOptions = z.record(z.string(), z.unknown());

export const passkeyName = z
  .string({ error: 'v.required' })
  .check(z.trim(), z.minLength(1, { error: 'v.required' }), z.maxLength(40, { error: 'v.label' }), noControlChars);

export const passkeyItem = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: isoTimeSchema,
  lastUsedAt: z.nullable(isoTimeSchema),
});
export type Passkey = z.infer<typeof passkeyItem>;

/** The money move an approval is asked for, as its call will be sent (with its Idempotency-Key). */
export const withdrawApproval = z.object({
  call: z.literal('withdraw'),
  amount: amountInput,
  to: withdrawTarget,
  idempotencyKey: z.string().check(z.minLength(1), z.maxLength(128)),
});
/** A payout account an approval is asked for, as it will be added: it then receives withdrawals at once. */
export const payAccountApproval = z.union([
  z.object({ call: z.literal('addCard'), number: z.string().check(z.regex(/^\d{8,19}$/)) }),
  z.object({
    call: z.literal('addWallet'),
    chain: addWalletBody.shape.chain,
    address: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
]);
export type PayAccountApproval = z.infer<typeof payAccountApproval>;
export const approvalBody = z.union([withdrawApproval, payAccountApproval]);

/** `withdraw` approved with a passkey's assertion in place of the trade password (the server accepts either). */
export const passkeyWithdrawBody = z.union([
  withdrawBody,
  z.object({ amount: amountInput, to: withdrawTarget, passkey: authenticationResponse }),
]);

/** What adding a passkey asks first: the login password. */
/** A passkey approves withdrawals in place of the trade password: a member who has one confirms it too. */
export const registerOptionsBody = z.object({ password: anyPassword, tradePassword: z.optional(tradePasswordField) });
export const renamePasskeyBody = z.object({ id: idSchema, name: passkeyName });

/** A new passkey: the authenticator's response and the name it is listed under (members' and operators'). */
export const newPasskeyBody = z.object({ response: registrationResponse, name: passkeyName });

export const passkeyCalls = {
  passkeyRegisterOptions: call(registerOptionsBody, ceremonyOptions),
  passkeyRegister: call(newPasskeyBody, passkeyItem),
  passkeys: call(z.object({}), z.object({ list: z.array(passkeyItem) })),
  renamePasskey: call(renamePasskeyBody, passkeyItem),
  removePasskey: call(z.object({ id: idSchema }), z.object({})),
  passkeyLoginOptions: call(z.object({}), ceremonyOptions, open),
  passkeyLogin: call(z.object({ response: authenticationResponse }), sessionData, open),
  passkeyApprovalOptions: call(approvalBody, ceremonyOptions),
  addCardWithPasskey: call(z.object({ card: addCardBody, passkey: authenticationResponse }), cardItem),
  addWalletWithPasskey: call(z.object({ wallet: addWalletBody, passkey: authenticationResponse }), walletItem),
} satisfies Record<string, CallSpec<z.ZodMiniType, z.ZodMiniType>>;

export type PasskeyCalls = typeof passkeyCalls;
export type PasskeyCallName = keyof PasskeyCalls;
