import type { ConsoleCallName, ConsoleData, ConsoleFields } from '../../../contract/console/calls';
import { ClientCode } from '../../lib/client-code';
import type { ApiResult } from '../../lib/api-client';
import { consoleLanguage } from '../i18n/i18n';
import { operatorSession, signedOut } from './session';

/** The console's calls answer in this time or count as lost (as the member app's). */
const TIMEOUT_MS = 15_000;

/** The console's POST of `name` with the operator's token and language (what a call or a download sends). */
export function consoleRequest(name: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const token = operatorSession()?.token;
  return fetch(`/admin/api/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': consoleLanguage(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

/**
 * POST one console call (`/admin/api/<name>`, contract/console/calls.ts) with the operator's token; never throws.
 * Its body and answer are the call's in the contract. The envelope's code is the outcome, as in the member API;
 * 8888 ends the console session.
 */
export async function consoleCall<N extends ConsoleCallName>(
  name: N,
  body: ConsoleFields<N> = {},
  signal?: AbortSignal,
): Promise<ApiResult<ConsoleData<N>>> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await consoleRequest(name, body, signal ? AbortSignal.any([signal, timeout]) : timeout);
  } catch {
    if (signal?.aborted) return { ok: false, code: ClientCode.aborted, msg: '' };
    return { ok: false, code: timeout.aborted ? ClientCode.timeout : ClientCode.network, msg: '' };
  }
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: unknown;
  } | null;
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (!envelope || typeof envelope.code !== 'number') {
    return { ok: false, code: response.ok ? ClientCode.badResponse : response.status, msg: '', requestId };
  }
  if (envelope.code === 200) return { ok: true, data: envelope.data as ConsoleData<N> };
  if (envelope.code === 8888) signedOut();
  const data = (envelope.data ?? {}) as { fields?: Record<string, string>; retryAfter?: number };
  return {
    ok: false,
    code: envelope.code,
    msg: envelope.msg,
    ...(data.fields ? { fields: data.fields } : {}),
    ...(data.retryAfter ? { retryAfter: data.retryAfter } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
