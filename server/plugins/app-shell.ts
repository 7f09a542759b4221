import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggable } from '../errors';
import { message, pageLanguage, pickLanguage } from '../messages';
import { homeShellCache, isHomePath } from '../services/shell/home-shell';
import { readBuildManifest } from '../services/shell/build-manifest';
import { isVerifyPath, verifyShellHtml } from '../services/shell/verify-shell';
import { withPageLanguage } from '../services/shell/pages';
import { SIGNED_IN_COOKIE, withRoutePreloads } from '../services/shell/route-preloads';
import { readCookie } from '../cookies';
import { hasBuiltApp } from './static';

/** The operator console (src/admin, its own build): every page path under /admin. */
const isConsolePath = (url: string) => /^\/admin(\/|\?|$)/.test(url) && !url.startsWith('/admin/api/');
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/admin/api/');

/**
 * A built page's HTML, read again only when the file changed (a deploy may replace dist/ under a running server):
 * a stat per request instead of a read. Undefined while the file does not exist.
 */
function builtPage(file: string) {
  let kept: { version: string; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    const found = await stat(file).catch(() => undefined);
    if (!found) return undefined;
    const version = `${found.mtimeMs} ${found.size} ${found.ino}`;
    if (kept?.version !== version) kept = { version, html: await readFile(file, 'utf8') };
    return kept.html;
  };
}

/**
 * What no route answers: the operator console's page for paths under /admin, the app shell for every other page
 * path (GET/HEAD outside /api/ and /media/) when the app is built, home's with its header and first banner,
 * /verify's with its text and button; the JSON 404 for the rest; and 405 for any method but POST on /api/* and
 * /admin/api/*.
 */
export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasDist = hasBuiltApp(distDir);
    const indexHtml = builtPage(path.join(distDir, 'index.html'));
    const consoleHtml = builtPage(path.join(distDir, 'admin', 'index.html'));
    const homeShell = homeShellCache(app.db, app.bus);
    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const lang = pageLanguage(request.headers);
      const built = withPageLanguage((await indexHtml()) ?? '', lang);
      let html = built;
      if (isHomePath(request.url)) {
        html = await homeShell(built, lang).catch((error: unknown) => {
          request.log.warn({ err: loggable(error) }, 'home shell without its banner');
          return built;
        });
      } else if (isVerifyPath(request.url)) {
        html = verifyShellHtml(built, lang);
      }
      if (readCookie(request.headers.cookie, SIGNED_IN_COOKIE) === '1') {
        const pathname = request.url.split('?')[0] ?? '/';
        html = withRoutePreloads(html, await readBuildManifest(distDir), pathname, lang);
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html')
        .send(html);
    };
    const sendConsole = (reply: FastifyReply, html: string) =>
      reply.header('cache-control', 'no-cache').type('text/html').send(html);
    if (hasDist) app.get('/', sendShell);
    app.setNotFoundHandler(async (request, reply) => {
      const page = request.method === 'GET' || request.method === 'HEAD';
      const consolePage = page && isConsolePath(request.url) ? await consoleHtml() : undefined;
      if (consolePage !== undefined) return sendConsole(reply, consolePage);
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
