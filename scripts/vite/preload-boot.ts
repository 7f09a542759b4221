import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * index.html names the start-up code's whole static graph (src/app/boot.tsx: React, the router, i18n, the
 * app shell and their styles) as preloads. The entry imports boot only after the splash has painted, and a
 * phone otherwise learns of each level of that graph only when the one above it has arrived: on Lighthouse's
 * mobile network the preloads took a member's /trade from 2.8–3.0 s to 2.5 s to content (scripts/bench,
 * "ready"). Every screen runs boot, so nothing here is fetched in vain; what loads on demand (the cipher, a
 * route's code) is left to the app.
 */
export function preloadBoot(bootModule = 'src/app/boot.tsx'): Plugin {
  let base = '/';
  return {
    name: 'preload-boot',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const boot = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(bootModule));
        if (!boot) throw new Error(`preload-boot: no chunk for ${bootModule}`);
        const byName = new Map(chunks.map((candidate) => [candidate.fileName, candidate]));
        // the entry and what it imports statically are in index.html already
        const known = new Set([entry.fileName, ...entry.imports]);
        const scripts: string[] = [];
        const styles = new Set<string>();
        const visit = (current: Rollup.OutputChunk) => {
          if (known.has(current.fileName)) return;
          known.add(current.fileName);
          scripts.push(current.fileName);
          for (const css of current.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const name of current.imports) {
            const next = byName.get(name);
            if (next) visit(next);
          }
        };
        visit(boot);
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true },
          injectTo: 'head',
        });
        return [
          ...scripts.map((file) => link({ rel: 'modulepreload', href: `${base}${file}` })),
          ...[...styles].map((file) => link({ rel: 'preload', as: 'style', href: `${base}${file}` })),
        ];
      },
    },
  };
}
