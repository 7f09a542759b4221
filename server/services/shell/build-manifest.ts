import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { BuildManifest } from './route-preloads';

let cached: { file: string; mtimeMs: number; manifest: BuildManifest } | undefined;

/**
 * The member app's .vite/manifest.json (which files each module needs), read again only when a deploy has
 * replaced it; an empty one when the build wrote none.
 */
export async function readBuildManifest(distDir: string): Promise<BuildManifest> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const mtimeMs = await stat(file).then(
    (stats) => stats.mtimeMs,
    () => NaN,
  );
  if (Number.isNaN(mtimeMs)) return {};
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.manifest;
  const manifest = JSON.parse(await readFile(file, 'utf8')) as BuildManifest;
  cached = { file, mtimeMs, manifest };
  return manifest;
}
