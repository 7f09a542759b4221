import { Code } from '../contract/envelope';
import type { ServerMessage } from './messages';

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

/** PostgreSQL's unique_violation, from pg or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Drizzle's "Failed query: … params: …" would put card numbers or hashes in the log: keep the cause only. */
export function loggable(error: unknown): unknown {
  if (!(error instanceof Error) || !error.message.startsWith('Failed query')) return error;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return { type: 'DatabaseError', code: cause?.code, message: cause?.message ?? 'query failed' };
}
