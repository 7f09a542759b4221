import type { Plugin } from 'vite';
import { rewriteModules } from './rewrite-modules';

const ICON_MODULE = /[\\/]antd-mobile-icons[\\/]es[\\/]\w+\.js$/;
const PATH_DATA = /\bd: "([^"]+)"/g;
// `id: "SetOutline-\u7F16\u7EC4",` on a line of its own: the layer names of the drawing tool they came from
const LAYER_ID = /^\s*id: "[^"]*",?\n/gm;
const DECIMAL = /-?\d*\.\d+/g;

/** Path data with every coordinate rounded to two decimals (the icons draw in a 48-unit box). */
export function roundPathData(d: string): string {
  return d.replace(DECIMAL, (number: string, offset: number) => {
    const rounded = String(Math.round(Number(number) * 100) / 100);
    // "1.004.5" is 1.004 then .5, which becomes 0.5: without a space "1" and "0.5" would read as 10.5
    return d[offset + number.length] === '.' ? `${rounded} ` : rounded;
  });
}

/**
 * antd-mobile-icons ship each outline as path data with seven decimals and layer ids from the drawing tool:
 * about 1 KB gzip per icon, so /my's ten icons weighed 11 KB. Rounding to a hundredth of a unit of their
 * 48-unit box (a thousandth of a pixel at the 24 px they show) changes no pixel; dropping the ids also keeps
 * an icon shown twice on one page from repeating an element id.
 */
export function leanIcons(): Plugin {
  return rewriteModules('lean-icons', ICON_MODULE, (code, source) => {
    for (const match of code.matchAll(LAYER_ID)) source.remove(match.index, match.index + match[0].length);
    for (const match of code.matchAll(PATH_DATA)) {
      const start = match.index + 'd: "'.length;
      source.overwrite(start, start + match[1]!.length, roundPathData(match[1]!));
    }
  });
}
