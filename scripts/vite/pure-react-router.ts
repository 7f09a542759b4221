import type { Plugin } from 'vite';
import { rewriteModules } from './rewrite-modules.ts';

const ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
// `Link.displayName = "Link";` on a line of its own: read by React DevTools only.
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;
// `var Form = React10.forwardRef(` at the top level: a component or context made when the module loads.
const TOP_LEVEL_COMPONENT = /^(?:var|const) \w+ = (?=React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/**
 * react-router's production build makes its components and contexts with unannotated top-level
 * React.forwardRef/memo/createContext calls and then writes their display names, so the bundler must keep
 * every one of them, and all the code they reach, even those the app never uses (NavLink, Form,
 * ScrollRestoration, fetcher forms, RSC helpers). Marking those calls pure and dropping the DevTools-only
 * display names lets tree-shaking remove them. Still needed (bench, brotli, 2026-11-25: without it /verify
 * 102.3 → 103.9 KB, /trade 131.3 → 132.9, /my 138.2 → 139.8). Drop it once upstream annotates them:
 * https://github.com/remix-run/react-router/pull/15299 (pure IIFEs for Link, NavLink, Form; open) and
 * https://github.com/remix-run/react-router/issues/14058 (Link pulls the data-router contexts in).
 */
export function pureReactRouter(): Plugin {
  return rewriteModules('pure-react-router', ROUTER_BUILD, (code, source) => {
    for (const match of code.matchAll(DISPLAY_NAME)) source.remove(match.index, match.index + match[0].length);
    for (const match of code.matchAll(TOP_LEVEL_COMPONENT)) {
      source.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
    }
  });
}
