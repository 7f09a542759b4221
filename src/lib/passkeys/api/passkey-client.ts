import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type * as z from 'zod/mini';
import { callPath } from '../../../../contract/call-index';
import type { CallInput } from '../../../../contract/calls';
import { passkeyCalls, type PasskeyCalls, type PasskeyCallName } from '../../../../contract/passkeys';
import { postTo, type ApiResult, type RequestOptions } from '../../api-client';
import { afterWrite, write } from '../../query/writes';
import { ClientCode } from '../../client-code';

/**
 * Everything passkeys do in the app: the calls (contract/passkeys.ts) and the browser's WebAuthn ceremonies
 * (@simplewebauthn/browser). Only the screens that offer passkeys import it, and only with import().
 */

type Input<N extends PasskeyCallName> = z.input<PasskeyCalls[N]['body']>;
type Output<N extends PasskeyCallName> = z.output<PasskeyCalls[N]['data']>;

export async function passkeyCall<N extends PasskeyCallName>(
  name: N,
  body: Input<N>,
  options?: Omit<RequestOptions, 'idempotencyKey'>,
): Promise<ApiResult<Output<N>>> {
  const schema = passkeyCalls[name].data as unknown as z.ZodMiniType<Output<N>>;
  return afterWrite(name, await postTo(callPath(name), body, schema, options));
}

/** Whether this browser can use passkeys at all, and offer them in a username field's autofill. */
export const supportsPasskeys = () => browserSupportsWebAuthn();
export const supportsPasskeyAutofill = () => browserSupportsWebAuthnAutofill();

/** Ends a passkey prompt still waiting (the autofill's, when its screen closes). */
export const cancelPasskeyPrompt = () => WebAuthnAbortService.cancelCeremony();

/** A ceremony the member cancelled, or that the browser refused: said by the screen, never toasted. */
const cancelled = { ok: false, code: ClientCode.aborted, msg: '' } as const;

/** The assertion for request options, or undefined when the member cancelled or the browser refused. */
async function sign(options: unknown, autofill = false) {
  const optionsJSON = options as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill }).catch(() => undefined);
  return response && { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

/** A guess at the device's own name for a new passkey ("iPhone", "Android phone", …); the member may change it. */
export function deviceName(userAgent: string): string {
  const devices: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Mac OS X/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'Chromebook'],
    [/Linux/, 'Linux'],
  ];
  const browsers: [RegExp, string][] = [
    [/Edg\//, 'Edge'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const device = devices.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [device, browser].filter(Boolean).join(' · ') || 'Passkey';
}

/** Adds a passkey: the login password first (the server checks it), then the device's own unlock. */
export async function addPasskey(confirmation: Input<'passkeyRegisterOptions'>, name: string) {
  const options = await passkeyCall('passkeyRegisterOptions', confirmation, { toast: false });
  if (!options.ok) return options;
  const optionsJSON = options.data as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON }).catch(() => undefined);
  if (!response) return cancelled;
  const sent = { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
  return passkeyCall('passkeyRegister', { response: sent, name }, { toast: false });
}

/**
 * Signs in with a discoverable passkey: at once (a tap on the button), or when the member picks one in the
 * username field's autofill (`autofill`, conditional mediation), which waits until then.
 */
export async function signInWithPasskey(autofill = false) {
  const options = await passkeyCall('passkeyLoginOptions', {}, { toast: false });
  if (!options.ok) return options;
  const response = await sign(options.data, autofill);
  if (!response) return cancelled;
  return passkeyCall('passkeyLogin', { response }, { toast: false });
}

/**
 * A withdrawal approved with a passkey: the server's challenge is bound to this very move (amount,
 * destination and the submission's Idempotency-Key), so the assertion approves nothing else.
 */
export async function approveWithdrawal(move: Omit<CallInput<'withdraw'>, 'tradePassword'>, idempotencyKey: string) {
  const asked = { call: 'withdraw' as const, ...move, idempotencyKey };
  const options = await passkeyCall('passkeyApprovalOptions', asked, { toast: false });
  if (!options.ok) return options;
  const passkey = await sign(options.data);
  if (!passkey) return cancelled;
  // withdraw's contract names the trade password; the server takes the assertion in its place
  const body = { ...move, passkey } as unknown as CallInput<'withdraw'>;
  return write('withdraw', body, { idempotencyKey, toast: false });
}

/**
 * A payout account added with a passkey's approval of that very account (its number, or chain and address): it
 * receives withdrawals at once, as one added with the trade password.
 */
export async function addCardWithPasskey(card: Input<'addCardWithPasskey'>['card']) {
  const options = await passkeyCall(
    'passkeyApprovalOptions',
    { call: 'addCard', number: card.number },
    { toast: false },
  );
  if (!options.ok) return options;
  const passkey = await sign(options.data);
  if (!passkey) return cancelled;
  return passkeyCall('addCardWithPasskey', { card, passkey }, { toast: false });
}

export async function addWalletWithPasskey(wallet: Input<'addWalletWithPasskey'>['wallet']) {
  const asked = { call: 'addWallet' as const, chain: wallet.chain, address: wallet.address };
  const options = await passkeyCall('passkeyApprovalOptions', asked, { toast: false });
  if (!options.ok) return options;
  const passkey = await sign(options.data);
  if (!passkey) return cancelled;
  return passkeyCall('addWalletWithPasskey', { wallet, passkey }, { toast: false });
}
