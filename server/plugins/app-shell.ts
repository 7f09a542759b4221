import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggable } from '../errors';
import { appLanguage, message, pickLanguage } from '../messages';
import { homeShellHtml, isHomePath } from '../services/home-shell';
import { readBuildManifest } from '../services/build-manifest';
import { SIGNED_IN_COOKIE, withRoutePreloads } from '../services/route-preloads';
import { readCookie } from '../cookies';
import { hasBuiltApp } from './static';

/** The operator console (src/admin, its own build): every page path under /admin. */
const isConsolePath = (url: string) => /^\/admin(\/|\?|$)/.test(url) && !url.startsWith('/admin/api/');
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/admin/api/');

/**
 * What no route answers: the operator console's page for paths under /admin, the app shell for every other page
 * path (GET/HEAD outside /api/ and /media/) when the app is built, home's with its header and first banner; the
 * JSON 404 for the rest; and 405 for any method but POST on /api/* and /admin/api/*.
 */
export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasDist = hasBuiltApp(distDir);
    // Read per request: a deploy may replace dist/ under a running server.
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
      const lang = appLanguage(request.headers);
      let html = indexHtml;
      if (readCookie(request.headers.cookie, SIGNED_IN_COOKIE) === '1') {
        const pathname = request.url.split('?')[0] ?? '/';
        html = withRoutePreloads(html, await readBuildManifest(distDir), pathname, lang);
      }
      if (isHomePath(request.url)) {
        const page = html;
        html = await homeShellHtml(app.db, page, lang).catch((error: unknown) => {
          request.log.warn({ err: loggable(error) }, 'home shell without its banner');
          return page;
        });
      }
      return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html').send(html);
    };
    const consoleHtml = path.join(distDir, 'admin', 'index.html');
    const sendConsole = async (reply: FastifyReply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(await readFile(consoleHtml, 'utf8'));
    if (hasDist) app.get('/', sendShell);
    app.setNotFoundHandler((request, reply) => {
      const page = request.method === 'GET' || request.method === 'HEAD';
      if (page && isConsolePath(request.url) && existsSync(consoleHtml)) return sendConsole(reply);
      const shellPath = !isApiPath(request.url) && !request.url.startsWith('/media/');
      if (shellPath && page && hasDist) {
        return sendShell(request, reply);
      }
      const lang = pickLanguage(request.headers['accept-language']);
      return reply.status(404).send({ code: 404, msg: message('noSuchCall', lang), data: null });
    });
    for (const url of ['/api/*', '/admin/api/*']) {
      app.route({
        method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
        url,
        handler: (request, reply) =>
          reply
            .status(405)
            .header('allow', 'POST')
            .send({ code: 405, msg: message('method', pickLanguage(request.headers['accept-language'])), data: null }),
      });
    }
  },
  { name: 'app-shell', dependencies: ['db'] },
);
