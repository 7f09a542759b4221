import redaxios from 'redaxios';
import { callPath, calls, type CallData, type CallInput, type CallName } from '../../contract/calls';
import { Code, envelopeSchema, fieldErrorsSchema, type FieldErrors } from '../../contract/envelope';
import { currentLanguage, i18next } from './i18n/i18n';
import { navigate } from './navigation';
import { expireSession } from './session';
import { tokenAtom } from './state/app.atoms';
import { appStore } from './store';
import { toast } from './toast';

export const REQUEST_TIMEOUT_MS = 16_000;

/** Codes of failures that never reached an envelope (HTTP errors use their status as the code). */
export const ClientCode = { network: -1, timeout: -2, aborted: -3, badResponse: -4 } as const;

export type ApiResult<T> = { ok: true; data: T } | { ok: false; code: number; msg: string; fields?: FieldErrors };

export interface RequestOptions {
  /** money calls: one key per submission, reused on its retries (see newIdempotencyKey) */
  idempotencyKey?: string;
  /** toast the failure (default true) */
  toast?: boolean;
  /** the caller's abort; an abort it asks for is returned, never toasted */
  signal?: AbortSignal;
}

/** A uuid v4 for the Idempotency-Key header. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const api = redaxios.create({ baseURL: import.meta.env.VITE_API_BASE || '' });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'errors', ...options });

interface HttpFailure {
  status: number;
}
const isHttpFailure = (error: unknown): error is HttpFailure =>
  typeof error === 'object' && error !== null && typeof (error as HttpFailure).status === 'number';

/** POST one call of the contract; never throws. Failures are toasted per the error catalogue. */
export async function request<N extends CallName>(
  call: N,
  body: CallInput<N>,
  options: RequestOptions = {},
): Promise<ApiResult<CallData<N>>> {
  const spec = calls[call];
  const fail = (code: number, msg: string, fields?: FieldErrors): ApiResult<CallData<N>> => {
    if (options.toast !== false && !(code === ClientCode.aborted && options.signal?.aborted)) toast(msg);
    return fields ? { ok: false, code, msg, fields } : { ok: false, code, msg };
  };
  if (options.signal?.aborted) return fail(ClientCode.aborted, t('aborted'));

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortByCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortByCaller, { once: true });
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  const token = appStore.get(tokenAtom);
  if (spec.auth && token) headers.token = token;
  if (spec.idem) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  try {
    const response = await api.post<unknown>(callPath(call), body ?? {}, {
      headers,
      fetch: (input, init) => fetch(input, { ...init, signal: controller.signal }),
    });
    const envelope = envelopeSchema.safeParse(response.data);
    if (!envelope.success) return fail(ClientCode.badResponse, t('badResponse'));
    const { code, msg, data } = envelope.data;
    if (code === Code.tokenInvalid) {
      expireSession();
      navigate('/');
      return fail(code, msg);
    }
    if (code !== Code.ok) {
      const fields = fieldErrorsSchema.safeParse(data);
      return fail(code, msg, fields.success ? fields.data.fields : undefined);
    }
    const parsed = spec.data.safeParse(data);
    if (!parsed.success) {
      console.error(`[api] /api/${call} answered data the contract does not allow`, parsed.error);
      return fail(ClientCode.badResponse, t('badResponse'));
    }
    return { ok: true, data: parsed.data as CallData<N> };
  } catch (error) {
    if (isHttpFailure(error)) {
      if (error.status === 401) {
        expireSession();
        navigate('/');
      }
      return fail(error.status, t('request'));
    }
    if (timedOut) return fail(ClientCode.timeout, t('timeout', { ms: REQUEST_TIMEOUT_MS }));
    if (controller.signal.aborted) return fail(ClientCode.aborted, t('aborted'));
    return fail(ClientCode.network, t('network'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortByCaller);
  }
}
