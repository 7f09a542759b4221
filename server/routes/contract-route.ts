import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import * as z from 'zod/mini';
import { Code } from '../../contract/envelope';
import type { Language } from '../../contract/messages';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the call's answer schema (`data` of the envelope), checked when `settings.checkAnswers` is on */
    answer?: z.ZodMiniType;
  }
}

/** A body that broke its schema: kept on the request until the call's checks that come first have passed. */
class BodyIssues extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('body');
  }
}

/** The envelope of a handled outcome: `data` is the call's answer when `code` is 200, else what the code says. */
const envelopeOf = (data: z.ZodMiniType) =>
  z.union([
    z.object({ code: z.literal(Code.ok), msg: z.string(), data }),
    z.object({ code: z.number(), msg: z.string(), data: z.unknown() }),
  ]);

export interface RouteDoc {
  body: z.ZodMiniType;
  data: z.ZodMiniType;
  tags: string[];
  description?: string;
  /** the security scheme of docs/openapi.ts the call needs (none: open) */
  security?: 'memberToken' | 'operatorToken';
  /** moves money: needs an Idempotency-Key header */
  idempotent?: boolean;
  /** answers a CSV file (`data`), a refusal the envelope */
  csv?: boolean;
}

/** A CSV file, or the envelope of a refusal. */
const csvOrRefusal = (data: z.ZodMiniType) => ({
  description: 'A CSV file (UTF-8 with a BOM), or the envelope of a refusal',
  content: {
    'text/csv': { schema: data },
    'application/json': { schema: z.object({ code: z.number(), msg: z.string(), data: z.unknown() }) },
  },
});

/**
 * A call's route options: its schemas for Fastify (the body parsed by the validator below, the answer in the
 * OpenAPI document and checked in tests) and the body's issues attached, not answered, so that a call answers a
 * missing token before a bad body, as it always has.
 */
export function callRoute(doc: RouteDoc) {
  const schema: FastifySchema & Record<string, unknown> = {
    body: doc.body,
    response: { 200: doc.csv ? csvOrRefusal(doc.data) : envelopeOf(doc.data) },
    tags: doc.tags,
    ...(doc.description ? { description: doc.description } : {}),
    ...(doc.security ? { security: [{ [doc.security]: [] }] } : { security: [] }),
    ...(doc.idempotent ? { headers: z.object({ 'idempotency-key': z.uuid() }) } : {}),
  };
  const config: { answer?: z.ZodMiniType } = doc.csv ? {} : { answer: doc.data };
  return { schema, attachValidation: true, config };
}

/** The avatar's upload: a multipart body (one file field, `file`), answered with the envelope. */
export function uploadRoute(data: z.ZodMiniType) {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: ['member'],
    description: 'A multipart/form-data body with one image in the field `file` (JPEG, PNG or WebP).',
    consumes: ['multipart/form-data'],
    security: [{ memberToken: [] }],
    response: { 200: envelopeOf(data) },
  };
  const config: { answer?: z.ZodMiniType } = { answer: data };
  return { schema, config };
}

/** A stream of server-sent events (docs/api.md, events): `Last-Event-ID` replays what was missed. */
export function streamRoute(security: 'memberToken' | 'operatorToken', description: string) {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: ['stream'],
    description,
    security: [{ [security]: [] }],
    response: { 200: { description: 'Server-sent events', content: { 'text/event-stream': { schema: z.string() } } } },
  };
  return { schema };
}

/**
 * The parsed body of a call, or its 400 with a message per field in the caller's language (`fieldErrors`: the
 * member API's texts or the console's).
 */
export function parsedBody<B>(
  request: FastifyRequest,
  lang: Language,
  fieldErrors: (issues: readonly z.core.$ZodIssue[], lang: Language) => Record<string, string>,
): B {
  const error = request.validationError;
  if (error instanceof BodyIssues) {
    const fields = fieldErrors(error.issues, lang);
    throw new ApiError(Code.invalid, 'invalid', { fields }, Object.values(fields)[0]);
  }
  // another part's failure (a header checked by the call itself) is not the body's
  return request.body as B;
}

class AnswerMismatch extends Error {
  constructor(url: string, issues: readonly z.core.$ZodIssue[]) {
    super(`the answer of ${url} does not conform to its schema: ${JSON.stringify(issues)}`);
  }
}

/**
 * The calls' schemas in Fastify: bodies parsed with zod (zod/mini; the first part is what the handler reads),
 * answers written as JSON without a schema's serializer (an answer is never trimmed to its schema), and with
 * `checkAnswers` each call's answer checked against its schema as the client reads it: one that does not
 * conform fails with a 500, so a test of it fails.
 */
export function useCallSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    // headers (Idempotency-Key) are checked by the call, with its own answer
    if (httpPart !== 'body') return () => ({});
    const body = schema as unknown as z.ZodMiniType;
    return (data) => {
      const parsed = body.safeParse(data ?? {});
      return parsed.success ? { value: parsed.data } : { error: new BodyIssues(parsed.error.issues) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  if (!app.settings.checkAnswers) return;
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const answer = request.routeOptions.config.answer;
    const sent = payload as { code?: unknown; data?: unknown } | null;
    if (!answer || sent?.code !== Code.ok) return payload;
    const checked = answer.safeParse(JSON.parse(JSON.stringify(sent.data ?? null)));
    if (!checked.success) throw new AnswerMismatch(request.url, checked.error.issues);
    return payload;
  });
}
