import type { Plugin } from 'vite';

interface BuiltChunk {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Vite writes, beside each dynamic import, the files to preload with it: the imported chunk and every chunk it
 * reaches, including code that has surely run before (the framework, boot, the API client). Those names cost
 * bytes in every chunk that imports (over 1 KB brotli of a member's first load: the route map, each feature's
 * page map, the calls' schemas). This leaves out of each list the files that are loaded whenever the importing
 * chunk is: those on every way the app can reach it, from an entry through static and dynamic imports (the
 * import graph's dominators). The browser fetches the same files as before. `plugin` sees the bundle before
 * Vite writes the lists (its generateBundle runs first); `resolveDependencies` filters them.
 */
export function preloadDependencies() {
  let surelyLoaded = new Map<string, Set<string>>();

  /** For each chunk, the chunks loaded whenever it is: its static imports and what every way to it loads. */
  function dominators(bundle: Record<string, BuiltChunk>): Map<string, Set<string>> {
    const chunks = Object.entries(bundle).filter(([, chunk]) => chunk.type === 'chunk');
    const importers = new Map<string, string[]>();
    for (const [file, chunk] of chunks) {
      for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
        importers.set(imported, [...(importers.get(imported) ?? []), file]);
      }
    }
    const staticGraph = (file: string, into = new Set<string>()): Set<string> => {
      if (into.has(file)) return into;
      into.add(file);
      for (const imported of bundle[file]?.imports ?? []) staticGraph(imported, into);
      return into;
    };
    const all = new Set(chunks.map(([file]) => file));
    const sure = new Map(chunks.map(([file, chunk]) => [file, chunk.isEntry ? staticGraph(file) : all]));
    for (let changed = true; changed;) {
      changed = false;
      for (const [file, chunk] of chunks) {
        if (chunk.isEntry) continue;
        const ways = (importers.get(file) ?? []).map((importer) => sure.get(importer) ?? new Set<string>());
        const common = ways.length ? [...ways[0]!].filter((each) => ways.every((way) => way.has(each))) : [];
        const next = new Set([...common, ...staticGraph(file)]);
        if (next.size !== sure.get(file)!.size) {
          sure.set(file, next);
          changed = true;
        }
      }
    }
    return sure;
  }

  const plugin: Plugin = {
    name: 'preload-dependencies',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        surelyLoaded = dominators(bundle as unknown as Record<string, BuiltChunk>);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = surelyLoaded.get(hostId);
    return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
  };
  return { plugin, resolveDependencies };
}
