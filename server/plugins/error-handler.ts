import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, isDataException, isDatabaseUnavailable, isTransactionConflict, loggable } from '../errors';
import { message, pickLanguage, type ServerMessage } from '../messages';

const HTTP_FAULTS: Record<number, ServerMessage> = {
  400: 'badRequest',
  404: 'noSuchCall',
  405: 'method',
  413: 'tooLarge',
  429: 'tooMany',
};

/**
 * Every failure as the contract's envelope in the member's language: a rule the call broke is code N in an
 * HTTP 200 (ApiError), the database away (or a conflict that outlasted the transaction's retries) is 503
 * with Retry-After, input it cannot store is 400, and anything unexpected is a 500 without internals (logged).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const lang = pickLanguage(request.headers['accept-language']);
      if (error instanceof ApiError) {
        return reply
          .status(200)
          .send({ code: error.code, msg: error.text ?? message(error.key, lang), data: error.data });
      }
      if (isDatabaseUnavailable(error) || isTransactionConflict(error)) {
        request.log.warn({ err: loggable(error) }, 'database unavailable');
        app.metrics.databaseUnavailable.inc();
        return reply
          .status(503)
          .header('retry-after', '2')
          .send({ code: 503, msg: message('unavailable', lang), data: { retryAfter: 2 } });
      }
      if (isDataException(error)) {
        request.log.warn({ err: loggable(error) }, 'input the database cannot store');
        return reply.status(400).send({ code: 400, msg: message('badRequest', lang), data: null });
      }
      // a wrong content type is the client's malformed request (api.md), not 415
      const raw = error.statusCode === 415 ? 400 : (error.statusCode ?? 500);
      if (raw >= 500) {
        request.log.error({ err: loggable(error) }, 'request failed');
        return reply.status(500).send({ code: 500, msg: message('internal', lang), data: null });
      }
      const status = HTTP_FAULTS[raw] ? raw : 400;
      const data = status === 429 ? ((error as { data?: unknown }).data ?? null) : null;
      return reply.status(status).send({ code: status, msg: message(HTTP_FAULTS[status] ?? 'badRequest', lang), data });
    });
  },
  { name: 'error-handler', dependencies: ['metrics'] },
);
