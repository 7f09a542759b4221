import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { openDatabase, type Database, type Db } from './db/client';
import { ApiError, isDataException, isDatabaseUnavailable, loggable } from './errors';
import { message, pageLanguage, pickLanguage, type ServerMessage } from './messages';
import { dbPlugin } from './plugins/db';
import { multipartPlugin } from './plugins/multipart';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeaders } from './plugins/security-headers';
import { staticPlugin } from './plugins/static';
import type { Settings } from './settings';
import { homeShellHtml, isHomePath } from './services/home-shell';
import { loadFeed, type Feed } from './services/quotes';
import authRoutes from './routes/auth';
import contentRoutes from './routes/content';
import uploadRoutes from './routes/upload';
import accountRoutes from './routes/account';
import marketRoutes from './routes/market';
import tradeRoutes from './routes/trade';
import termRoutes from './routes/term';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    settings: Settings;
    feed: Feed;
  }
}

/** Never echo a secret into the logs. */
export const LOG_REDACT = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.tradePassword',
  'req.body.number',
];

const HTTP_FAULTS: Record<number, ServerMessage> = {
  400: 'badRequest',
  404: 'noSuchCall',
  405: 'method',
  413: 'tooLarge',
  429: 'tooMany',
};

export interface BuildOptions {
  /** an open database (tests): the app does not close it */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(settings: Settings, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: settings.trustProxy,
    forceCloseConnections: true,
    // call names are exact (/api/userInfo); only the PWA's own routes are case-insensitive, client-side
    routerOptions: { caseSensitive: true },
  });
  const database = options.database ?? (await openDatabase(settings));
  dbPlugin(app, database, !options.database);
  app.decorate('settings', settings);
  app.decorate('feed', await loadFeed(database.db));

  // JSON only: any other content type on /api/* is a malformed request
  app.removeContentTypeParser('text/plain');
  await securityHeaders(app);
  await rateLimitPlugin(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    if (error instanceof ApiError) {
      return reply
        .status(200)
        .send({ code: error.code, msg: error.text ?? message(error.key, lang), data: error.data });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggable(error) }, 'database unavailable');
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

  await multipartPlugin(app);
  const hasDist = await staticPlugin(app, { distDir: settings.distDir });
  // The app shell for every page path; home's also carries its header and first banner. Read per request:
  // a deploy may replace dist/ under a running server.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const indexHtml = await readFile(path.join(settings.distDir, 'index.html'), 'utf8');
    let html = indexHtml;
    if (isHomePath(request.url)) {
      html = await homeShellHtml(app.db, indexHtml, pageLanguage(request.headers)).catch((error: unknown) => {
        request.log.warn({ err: loggable(error) }, 'home shell without its banner');
        return indexHtml;
      });
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .type('text/html')
      .send(html);
  };
  if (hasDist) app.get('/', sendShell);
  app.setNotFoundHandler((request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const shellPath = !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (shellPath && (request.method === 'GET' || request.method === 'HEAD') && hasDist) {
      return sendShell(request, reply);
    }
    return reply.status(404).send({ code: 404, msg: message('noSuchCall', lang), data: null });
  });
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/*',
    handler: (request, reply) =>
      reply
        .status(405)
        .header('allow', 'POST')
        .send({ code: 405, msg: message('method', pickLanguage(request.headers['accept-language'])), data: null }),
  });

  for (const routes of [
    authRoutes,
    contentRoutes,
    accountRoutes,
    marketRoutes,
    tradeRoutes,
    termRoutes,
    uploadRoutes,
  ]) {
    await app.register(routes);
  }
  return app;
}
