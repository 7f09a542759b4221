import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { pageLanguage } from '../messages';
import { assetsDir } from '../paths';
import { readConfig } from '../services/platform/config';
import { customerServiceHtml } from '../services/content/customer-service';

const NO_CACHE = new Set(['index.html', 'admin/index.html', 'sw.js', 'manifest.webmanifest']);
/** where the build puts its content-hashed files */
const HASHED_DIRS = ['assets', 'admin/assets'];

function cacheHeaders(res: { header(name: string, value: string): unknown }, filePath: string, root: string) {
  const rel = path.relative(root, filePath).split(path.sep).join('/');
  if (rel.startsWith('assets/') || rel.startsWith('admin/assets/'))
    res.header('cache-control', 'public, max-age=31536000, immutable');
  else if (NO_CACHE.has(rel)) res.header('cache-control', 'no-cache');
  else res.header('cache-control', 'public, max-age=3600');
}

/**
 * The built PWA's files from `distDir` (when it exists), the demo banners under /media/ and the demo's
 * customer-service page (plugins/app-shell.ts answers every other page path).
 */
/** Whether `distDir` holds a built app (tests of the API alone run without one). */
export const hasBuiltApp = (distDir: string) => existsSync(path.join(distDir, 'index.html'));

export default fp<{ distDir: string }>(
  async (app, opts) => {
    const hasDist = hasBuiltApp(opts.distDir);
    if (hasDist) {
      const served = {
        // the build writes .br and .gz beside each script and style (scripts/vite/precompress.ts)
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res: { header(name: string, value: string): unknown }, filePath: string) =>
          cacheHeaders(res, filePath, opts.distDir),
      };
      // The build's other files are indexed once, at start: a route each, so a page path (answered with the app
      // shell) costs no look-up on disk. index.html is the shell's (plugins/app-shell.ts).
      await app.register(fastifyStatic, {
        ...served,
        root: opts.distDir,
        wildcard: false,
        index: false,
        globIgnore: [...HASHED_DIRS.map((dir) => `${dir}/**`), 'index.html', 'admin/index.html'],
      });
      // hashed files, which a deploy adds under a running server: looked up as they are asked for
      for (const dir of HASHED_DIRS.filter((d) => existsSync(path.join(opts.distDir, d)))) {
        await app.register(fastifyStatic, {
          ...served,
          root: path.join(opts.distDir, dir),
          prefix: `/${dir}/`,
          decorateReply: false,
        });
      }
    }
    await app.register(fastifyStatic, {
      root: path.join(assetsDir, 'banners'),
      prefix: '/media/banners/',
      decorateReply: !hasDist,
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=86400'),
    });
    // the demo's kefu_link, in the member's language
    app.get('/customer-service', async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-language')
        .type('text/html')
        .send(customerServiceHtml(pageLanguage(request.headers), await readConfig(app.db))),
    );
  },
  { name: 'static' },
);
