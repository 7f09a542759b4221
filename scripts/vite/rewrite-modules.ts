import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** A build-only plugin that edits the modules whose id matches `test`, keeping their source maps. */
export function rewriteModules(name: string, test: RegExp, edit: (code: string, source: MagicString) => void): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!test.test(id)) return null;
      const source = new MagicString(code);
      edit(code, source);
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}
