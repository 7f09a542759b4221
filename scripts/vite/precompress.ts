import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
// Below about a packet, compression saves no round trip and costs the client a decode.
const MIN_BYTES = 1024;

/** The brotli (quality 11) and gzip (level 9) forms of a file, as the server sends them. */
export async function compressedForms(body: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every script, style and SVG of `assets/` (hashed, immutable),
 * once per build at the highest levels, so the server sends them compressed without compressing per request
 * (server/plugins/static.ts, `preCompressed`). index.html, sw.js and the manifest are small and change per
 * deploy; they go out as they are.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file);
          const body = await readFile(target);
          if (body.length < MIN_BYTES) return;
          const { br, gz } = await compressedForms(body);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
