import redaxios from 'redaxios';
import type * as z from 'zod/mini';
import { callPath, movesMoney, needsToken } from '../../contract/call-index';
import type { CallData, CallInput, CallName } from '../../contract/calls';
import {
  Code,
  envelopeSchema,
  fieldErrorsSchema,
  inProgressSchema,
  retryAfterSchema,
  type FieldErrors,
} from '../../contract/envelope';
import { currentLanguage, i18next } from './i18n/i18n';
import { navigate } from './navigation';
import { expireSession } from './session';
import { slowRequestsAtom, tokenAtom } from './state/app.atoms';
import { specOf } from './api/call-specs';
import { appStore } from './store';
import { toast } from './toast';
import { ClientCode } from './client-code';

/** The server said the session ended (8888, HTTP 401, the event stream's `signedOut`): forget it, to sign-in. */
export function sessionEnded(): void {
  expireSession();
  navigate('/');
}

export const REQUEST_TIMEOUT_MS = 16_000;
/** A call unanswered for this long counts as slow (components/slow-connection-notice). */
export const SLOW_REQUEST_MS = 2000;

/**
 * A failure; `retryAfter` (seconds) comes with a 429 and an "in progress", `fields` with a 400 of field
 * errors, `inProgress` with a money call's 409 while its key's first request is still being processed.
 */
export type ApiFailure = {
  ok: false;
  code: number;
  msg: string;
  fields?: FieldErrors;
  retryAfter?: number;
  inProgress?: true;
  /** the server's X-Request-Id of the failed answer: shown as the reference a member quotes to support */
  requestId?: string;
};
/** How long a money call keeps asking again while the server says its first try is still in progress. */
export const IN_PROGRESS_WAIT_MS = 30_000;
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface RequestOptions {
  /** money calls: one key per submission, reused on its retries (see newIdempotencyKey) */
  idempotencyKey?: string;
  /** toast the failure (default true) */
  toast?: boolean;
  /** the caller's abort; an abort it asks for is returned, never toasted */
  signal?: AbortSignal;
  /** a token other than the session's (one the app forgot): its refusal leaves the session alone */
  token?: string;
}

/**
 * True when the server may or may not have acted (no answer, or an HTTP fault on the way): a money call's
 * retry must carry the same Idempotency-Key so the money moves at most once. An envelope answer ends it.
 */
export function outcomeUnknown(code: number): boolean {
  const clientSide = Object.values(ClientCode).some((client) => client === code);
  return clientSide || (code >= 500 && code < 600);
}

/** A uuid v4 for the Idempotency-Key header. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const api = redaxios.create({ baseURL: import.meta.env.VITE_API_BASE || '' });
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'errors', ...options });

interface HttpFailure {
  status: number;
  data?: unknown;
  headers?: Headers;
}
const isHttpFailure = (error: unknown): error is HttpFailure =>
  typeof error === 'object' && error !== null && typeof (error as HttpFailure).status === 'number';

/** POST one call of the contract; never throws. Failures are toasted per the error catalogue. */
export function request<N extends CallName>(
  call: N,
  body: CallInput<N>,
  options: RequestOptions = {},
): Promise<ApiResult<CallData<N>>> {
  // the answer's schema loads beside the request (post awaits it; a module that cannot load is a network failure)
  const data = specOf(call).then((spec) => spec.data as unknown as z.ZodMiniType<CallData<N>>);
  data.catch(() => {});
  const endpoint = { path: callPath(call), auth: needsToken(call), idem: movesMoney(call), data };
  return endpoint.idem ? untilAnswered(endpoint, body ?? {}, options) : post(endpoint, body ?? {}, options);
}

/**
 * A money call, with one key for every try: "in progress" (the key's first request is still running on
 * the server) is asked again with the same key until the first answer comes, never with a new one.
 */
async function untilAnswered<T>(endpoint: Endpoint<T>, body: unknown, options: RequestOptions) {
  const tries = { ...options, idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() };
  for (const started = Date.now(); ;) {
    const more = Date.now() - started < IN_PROGRESS_WAIT_MS;
    const result = await post(endpoint, body, { ...tries, quietInProgress: more });
    if (result.ok || !result.inProgress || !more) return result;
    await new Promise((resolve) => setTimeout(resolve, (result.retryAfter ?? 1) * 1000));
  }
}

/**
 * POST to a path outside the contract's `calls` map (a multipart file upload; the passkey calls, which only
 * their screens load), with the session's token when there is one; same headers, checks and results.
 */
export function postTo<T>(
  path: string,
  body: FormData | object,
  schema: z.ZodMiniType<T>,
  options: Omit<RequestOptions, 'idempotencyKey'> = {},
): Promise<ApiResult<T>> {
  return post({ path, auth: true, idem: false, data: schema }, body, options);
}

interface Endpoint<T> {
  path: string;
  auth: boolean;
  idem: boolean;
  data: z.ZodMiniType<T> | Promise<z.ZodMiniType<T>>;
}

const waitOf = (data: unknown) => {
  const parsed = retryAfterSchema.safeParse(data);
  return parsed.success ? parsed.data.retryAfter : undefined;
};

interface PostOptions extends RequestOptions {
  /** an "in progress" answer will be asked again: no toast for it */
  quietInProgress?: boolean;
}

async function post<T>(spec: Endpoint<T>, body: unknown, options: PostOptions): Promise<ApiResult<T>> {
  const fail = (
    code: number,
    msg: string,
    extra: { fields?: FieldErrors; retryAfter?: number; inProgress?: boolean; requestId?: string | null } = {},
  ): ApiFailure => {
    const callerAborted = code === ClientCode.aborted && options.signal?.aborted;
    const askedAgain = extra.inProgress && options.quietInProgress;
    // a money call whose answer was lost says so: the member's retry is safe, it reuses the key
    const shown = spec.idem && !callerAborted && outcomeUnknown(code) ? t('answerLost') : msg;
    if (options.toast !== false && !callerAborted && !askedAgain) toast(shown);
    const failure: ApiFailure = { ok: false, code, msg: shown };
    if (extra.fields) failure.fields = extra.fields;
    if (extra.retryAfter !== undefined) failure.retryAfter = extra.retryAfter;
    if (extra.inProgress) failure.inProgress = true;
    if (extra.requestId) failure.requestId = extra.requestId;
    return failure;
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
  const ownSession = options.token === undefined;
  const token = options.token ?? appStore.get(tokenAtom);
  if (spec.auth && token) headers.token = token;
  if (spec.idem) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  let slow = false;
  const slowTimer = setTimeout(() => {
    slow = true;
    appStore.set(slowRequestsAtom, (n) => n + 1);
  }, SLOW_REQUEST_MS);

  try {
    const response = await api.post<unknown>(spec.path, body, {
      headers,
      fetch: (input, init) => fetch(input, { ...init, signal: controller.signal }),
    });
    const requestId = response.headers.get('x-request-id');
    const envelope = envelopeSchema.safeParse(response.data);
    if (!envelope.success) return fail(ClientCode.badResponse, t('badResponse'), { requestId });
    const { code, msg, data } = envelope.data;
    if (code === Code.tokenInvalid && ownSession) {
      sessionEnded();
      return fail(code, msg);
    }
    if (code !== Code.ok) {
      const fields = fieldErrorsSchema.safeParse(data);
      return fail(code, msg, {
        fields: fields.success ? fields.data.fields : undefined,
        retryAfter: waitOf(data),
        inProgress: code === Code.conflict && inProgressSchema.safeParse(data).success,
        requestId,
      });
    }
    const parsed = (await spec.data).safeParse(data);
    if (!parsed.success) {
      console.error(`[api] ${spec.path} answered data the contract does not allow`, parsed.error);
      return fail(ClientCode.badResponse, t('badResponse'), { requestId });
    }
    return { ok: true, data: parsed.data };
  } catch (error) {
    if (isHttpFailure(error)) {
      if (error.status === 401 && ownSession) sessionEnded();
      // The API-wide rate limit answers HTTP 429 with an envelope that says how long to wait.
      const envelope = envelopeSchema.safeParse(error.data);
      return fail(error.status, t('request'), {
        retryAfter: envelope.success ? waitOf(envelope.data.data) : undefined,
        requestId: error.headers?.get('x-request-id'),
      });
    }
    if (timedOut) return fail(ClientCode.timeout, t('timeout', { ms: REQUEST_TIMEOUT_MS }));
    if (controller.signal.aborted) return fail(ClientCode.aborted, t('aborted'));
    return fail(ClientCode.network, t('network'));
  } finally {
    clearTimeout(timer);
    clearTimeout(slowTimer);
    if (slow) appStore.set(slowRequestsAtom, (n) => n - 1);
    options.signal?.removeEventListener('abort', abortByCaller);
  }
}
