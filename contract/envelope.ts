import * as z from 'zod/mini';

/** Codes carried in the envelope of every handled outcome (HTTP 200). */
export const Code = {
  ok: 200,
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  rule: 422,
  tooMany: 429,
  tokenInvalid: 8888,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = z.object({
  code: z.number(),
  msg: z.string(),
  data: z.unknown(),
});

/** `data` of a 400 with field errors: field name → message. */
export const fieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) });
export type FieldErrors = Record<string, string>;

/** `data` of a 429. */
export const retryAfterSchema = z.object({ retryAfter: z.number() });

/**
 * `data` of a 409 answered while the first request with the same Idempotency-Key is still being processed
 * (the IETF Idempotency-Key draft's rule): retry with the same key after `retryAfter` seconds until the first
 * response comes. A 409 without it is a key reused for a different request.
 */
export const inProgressSchema = z.object({ inProgress: z.literal(true), retryAfter: z.number() });

/** The largest value of PostgreSQL's `integer`: a larger page is nobody's, not a 500. */
export const MAX_INT4 = 2_147_483_647;
/** Ids are 64-bit in the database and numbers in JSON: any safe integer may be one. */
export const idSchema = z.int().check(z.positive({ error: 'v.id' }), z.lte(Number.MAX_SAFE_INTEGER, { error: 'v.id' }));
/** Text without control characters: NUL cannot reach PostgreSQL, and none of them belongs in a form field. */
export const noControlChars = z.regex(/^[^\p{Cc}]*$/u, { error: 'v.controlChars' });
export const isoTimeSchema = z.iso.datetime();

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Request of every list call: page ≥ 1, pageSize 1..100. */
export const pageQuery = {
  page: z.optional(z.int().check(z.gte(1, { error: 'v.page' }), z.lte(MAX_INT4, { error: 'v.page' }))),
  pageSize: z.optional(z.int().check(z.gte(1, { error: 'v.pageSize' }), z.lte(MAX_PAGE_SIZE, { error: 'v.pageSize' }))),
};
/**
 * Request of a list newest first by id: `before`, the last id the client has, asks for the rows after it
 * (keyset; a record arriving mid-scroll neither repeats a row nor hides one). `page` stays for old clients;
 * with `before` it is ignored.
 */
export const keysetQuery = { before: z.optional(idSchema), ...pageQuery };

/**
 * How a member's record is named: `ref`, what the member and customer service read ("7KQ3M-9XF2A",
 * server/services/money/record-ref.ts); `key`, what its detail screen's address holds (`?key=`). Neither reveals
 * anything of other records.
 */
export const recordNames = { ref: z.string(), key: z.string() };
/**
 * List filters of the member's record calls: `key` narrows to one record (the detail screens use it), `id` too
 * (a client from before keys still asks by it: without it, that asking would be read as "the newest"). The server
 * checks a key's shape (server/services/money/record-key.ts; a wrong one is a 400), which keeps the check out of every
 * screen's first load.
 */
export const recordFilters = {
  id: z.optional(idSchema),
  key: z.optional(z.string()),
  ...keysetQuery,
};

/** Response of every list call: `data: { data: Item[], total, page, pageSize }`. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  });
}
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const emptySchema = z.object({});
