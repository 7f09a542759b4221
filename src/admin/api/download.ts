import type { ApiResult } from '../../lib/api-client';
import { ClientCode } from '../../lib/client-code';
import { consoleRequest } from './client';

/**
 * POST a console call that answers a file (an export), then hand it to the browser as a download under the
 * name the server gave. A refusal comes as the usual envelope, with its message.
 */
export async function downloadFile(name: string, body: unknown): Promise<ApiResult<string>> {
  let response: Response;
  try {
    response = await consoleRequest(name, body);
  } catch {
    return { ok: false, code: ClientCode.network, msg: '' };
  }
  if (!/^text\/csv/.test(response.headers.get('content-type') ?? '')) {
    const envelope = (await response.json().catch(() => null)) as {
      code: number;
      msg: string;
      data: { fields?: Record<string, string> } | null;
    } | null;
    if (!envelope) return { ok: false, code: response.status, msg: '' };
    const fields = envelope.data?.fields;
    return { ok: false, code: envelope.code, msg: envelope.msg, ...(fields ? { fields } : {}) };
  }
  const file = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${name}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: file });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { ok: true, data: file };
}
