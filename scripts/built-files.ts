import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
}

function builtFileNames(dist: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const chunks = Object.entries(manifest).filter(([, chunk]) => !chunk.file.endsWith('.css'));
  const names = new Map<string, string>();
  for (const [key, chunk] of chunks) names.set(chunk.file, chunk.name ?? path.basename(key));
  // a style sheet is named after the first chunk that loads it
  for (const [key, chunk] of chunks) {
    for (const css of chunk.css ?? []) if (!names.has(css)) names.set(css, `${chunk.name ?? path.basename(key)}.css`);
  }
  return names;
}

/**
 * What a file of a member-app build holds, from its URL or its path under dist (`/assets/Bh1kEJEP.js` →
 * `framework`): the build names its files by content hash alone (vite.config.ts), so `.vite/manifest.json` says.
 */
export function builtFileNamer(dist: string): (url: string) => string | undefined {
  const names = builtFileNames(dist);
  return (url) => names.get(new URL(url, 'http://localhost').pathname.slice(1));
}
