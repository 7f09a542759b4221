import { Code } from '../contract/envelope';
import type { ServerMessage } from './messages';
import { validationMessages, type Language, type MessageKey } from '../contract/messages';

/** A handled refusal: answered as HTTP 200 with the envelope { code, msg, data }. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: ServerMessage,
    readonly data: unknown = null,
    /** a ready text instead of the key's (the first field error of a 400) */
    readonly text?: string,
  ) {
    super(key);
  }
}

export const notFound = () => new ApiError(Code.notFound, 'notFound');
export const rule = (key: ServerMessage) => new ApiError(Code.rule, key);
export const forbidden = (key: ServerMessage) => new ApiError(Code.forbidden, key);

/**
 * A field the schema lets through but this case refuses (one the body may leave out but this member's case needs,
 * a record key of the wrong shape): a 400 naming it, as the schema's own would.
 */
export function invalidField(field: string, key: MessageKey, lang: Language) {
  const text = validationMessages[lang][key];
  return new ApiError(Code.invalid, 'invalid', { fields: { [field]: text } }, text);
}

/** PostgreSQL's unique_violation, from pg or PGlite. */
export const isUniqueViolation = (error: unknown) => codes(error).includes('23505');

/** The first SQLSTATE (or Node error code) in an error's cause chain. */
export const codeOf = (error: unknown): string | undefined => codes(error)[0];

/** Drizzle's "Failed query: … params: …" would put card numbers or hashes in the log: keep the cause only. */
export function loggable(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.startsWith('Failed query')) return error;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return { type: 'DatabaseError', code: cause?.code, message: cause?.message ?? 'query failed' };
}

/** The codes of an error and of its causes (drizzle wraps the driver's error). */
function codes(error: unknown): string[] {
  const found: string[] = [];
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') found.push(code);
    const text = (e as { message?: unknown }).message;
    if (
      typeof text === 'string' &&
      /^Connection terminated|connection error|timeout exceeded when trying to connect/i.test(text)
    ) {
      found.push('CONNECTION_LOST');
    }
  }
  return found;
}

/**
 * PostgreSQL's class 22 (data exception: a value out of range, a NUL byte, bad text for a type): the input
 * cannot be stored, so the request is malformed. The contract's schemas should refuse such input first.
 */
export function isDataException(error: unknown): boolean {
  return codes(error).some((code) => /^22[0-9A-Z]{3}$/.test(code));
}

/** A serialization failure or a deadlock: PostgreSQL rolled the transaction back, and running it again is safe. */
export const isTransactionConflict = (error: unknown) =>
  codes(error).some((code) => code === '40001' || code === '40P01');

/**
 * The database cannot serve the request now: refused, restarting, shut down, the connection lost mid-query,
 * or a statement cut by `statement_timeout` (57014).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return codes(error).some(
    (code) =>
      /^(08|57P)/.test(code) ||
      code === '53300' ||
      code === '57014' ||
      code === 'CONNECTION_LOST' ||
      ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(code),
  );
}
