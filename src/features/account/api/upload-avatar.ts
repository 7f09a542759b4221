import { uploadAvatar as call } from '../../../../contract/calls';
import { Code, envelopeSchema } from '../../../../contract/envelope';
import { ClientCode, REQUEST_TIMEOUT_MS, type ApiResult } from '../../../lib/api-client';
import { currentLanguage, i18next } from '../../../lib/i18n/i18n';
import { navigate } from '../../../lib/navigation';
import { expireSession } from '../../../lib/session';
import { tokenAtom } from '../../../lib/state/app.atoms';
import { appStore } from '../../../lib/store';

type Avatar = { avatar: string };
const signedOut = () => {
  expireSession();
  navigate('/');
};
const fail = (code: number, key: string): ApiResult<Avatar> => ({
  ok: false,
  code,
  msg: i18next.t(key, { ns: 'errors', ms: REQUEST_TIMEOUT_MS }),
});

/**
 * POST the avatar as multipart (field `file`). The api-client's `request` only speaks JSON calls of the
 * contract's map, so this one call sends its own form; the result has the same shape as `request`'s.
 */
export async function uploadAvatar(file: File): Promise<ApiResult<Avatar>> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = appStore.get(tokenAtom);
  if (token) headers.token = token;
  let response: Response;
  try {
    const base = import.meta.env.VITE_API_BASE || '';
    response = await fetch(base + call.path, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut ? fail(ClientCode.timeout, 'timeout') : fail(ClientCode.network, 'network');
  }
  if (response.status === 401) signedOut();
  if (!response.ok) return fail(response.status, 'request');
  const envelope = envelopeSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) return fail(ClientCode.badResponse, 'badResponse');
  const { code, msg, data } = envelope.data;
  if (code === Code.tokenInvalid) signedOut();
  if (code !== Code.ok) return { ok: false, code, msg };
  const parsed = call.data.safeParse(data);
  return parsed.success ? { ok: true, data: parsed.data } : fail(ClientCode.badResponse, 'badResponse');
}
