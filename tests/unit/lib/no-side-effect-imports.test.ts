import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../../src');
const LIB = path.join(SRC, 'lib');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** `import './x'` and `import('./x')` whose value is dropped: what a module asks of another only to run it. */
function bareImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statements = [...text.matchAll(/^import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  const dropped = [...text.matchAll(/\bvoid\s+import\(\s*['"]([^'"]+)['"]\s*\)\s*;/g)].map((match) => match[1]!);
  return [...statements, ...dropped].filter((specifier) => specifier.startsWith('.') && !/\.css$/.test(specifier));
}

describe('src/lib', () => {
  it('has no module that another imports only for its side effects (styles aside): the data client starts its parts', () => {
    const found = sources(SRC).flatMap((file) =>
      bareImports(file)
        .map((specifier) => path.resolve(path.dirname(file), specifier))
        .filter((target) => target.startsWith(LIB + path.sep))
        .map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`),
    );
    expect(found).toEqual([]);
  });
});
