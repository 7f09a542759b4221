import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../../../server/start';

export const DIST_DIR = path.resolve('dist');

/**
 * The real server on a free port with a fresh in-memory database and the demo content, serving the built
 * app from `distDir` (default dist/, which `vite build` must have produced).
 */
export async function startTestServer(options: { distDir?: string } = {}): Promise<RunningServer> {
  const distDir = options.distDir ?? DIST_DIR;
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No built app in ${distDir}: run \`npx vite build\` before the end-to-end tests`);
  }
  return startServer({
    dataDir: 'memory://',
    port: 0,
    host: '127.0.0.1',
    demo: true,
    distDir,
    logLevel: 'warn',
    apiRateLimit: 0,
  });
}
