import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { ApiResult } from '../../lib/api-client';
import { ClientCode } from '../../lib/client-code';
import { consoleCall } from './client';

/**
 * An operator's passkey in place of the authenticator's code: enrol one while signed in, sign with it at the
 * next sign-in. @simplewebauthn/browser loads only when one of them runs.
 */
const browser = () => import('@simplewebauthn/browser');

/** The assertion for the sign-in's options, or undefined when the operator cancelled or the browser refused. */
export async function signWithPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await browser();
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return startAuthentication({ optionsJSON }).catch(() => undefined);
}

export async function addConsolePasskey(name: string): Promise<ApiResult<unknown>> {
  const options = await consoleCall('passkeyOptions');
  if (!options.ok) return options;
  const { startRegistration } = await browser();
  const optionsJSON = options.data as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON }).catch(() => undefined);
  if (!response) return { ok: false, code: ClientCode.aborted, msg: '' };
  return consoleCall('addPasskey', { response, name });
}
