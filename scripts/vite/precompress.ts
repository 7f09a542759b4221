import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;

/** The brotli (quality 11) and gzip (level 9) forms of a file, as the server sends them. */
export async function compressedForms(body: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gz };
}

async function writeCompressedForms(file: string): Promise<void> {
  const body = await readFile(file);
  const { br, gz } = await compressedForms(body);
  // A form no smaller than the file would only cost the browser a decode (the server then sends the file).
  await Promise.all([
    br.length < body.length && writeFile(`${file}.br`, br),
    gz.length < body.length && writeFile(`${file}.gz`, gz),
  ]);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every script, style and SVG of `assets/` and beside `sw.js` (its
 * precache list makes it 30 KB, fetched at every update check), once per build at the highest levels, so
 * the server sends them compressed without compressing per request (server/plugins/static.ts,
 * `preCompressed`). It runs after vite-plugin-pwa has written sw.js. index.html and the manifest are small.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const assets = (await readdir(path.join(outDir, 'assets'))).filter((file) => COMPRESSIBLE.test(file));
        const sw = path.join(outDir, 'sw.js');
        // the operator console's build has no service worker
        const files = [...assets.map((file) => path.join(outDir, 'assets', file)), ...(existsSync(sw) ? [sw] : [])];
        await Promise.all(files.map(writeCompressedForms));
      },
    },
  };
}
