import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { pageLanguage } from '../messages';
import { assetsDir } from '../paths';
import { readConfig } from '../services/config';
import { customerServiceHtml } from '../services/customer-service';

const NO_CACHE = new Set(['index.html', 'admin/index.html', 'sw.js', 'manifest.webmanifest']);

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
      await app.register(fastifyStatic, {
        root: opts.distDir,
        // the build writes .br and .gz beside each script and style (scripts/vite/precompress.ts)
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => cacheHeaders(res, filePath, opts.distDir),
      });
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
