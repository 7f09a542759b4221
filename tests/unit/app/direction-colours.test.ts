// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Rise, fall and a sign are shown only through global.css's tokens (--app-rise, --app-fall, --app-positive,
 * --app-negative, --app-neutral; console.css's --positive and --negative), which the Up colour setting turns
 * around. A red or a green written anywhere else would keep one convention whatever the member chose.
 */
const ROOT = path.resolve(__dirname, '../../../src');
/** Where colours are defined, as custom properties only. */
const PALETTES = new Set(['app/global.css', 'admin/console.css']);
/** Reds and greens that mean no direction, each with its reason. */
const NOT_DIRECTIONS: Record<string, string> = {
  'features/settings/components/up-colour-picker.module.css': 'shows each convention as an option',
  'features/home/components/quick-nav.tsx': 'pale icon tiles, one hue per shortcut',
  'features/verify/components/slider-puzzle.module.css': "the puzzle's pass and fail",
};
/** The palette's raw colours: a component that names them skips the setting. */
const RAW_TOKENS = /var\(--app-(?:red|green)(?:-soft)?\)|var\(--app-(?:up|down)\)/g;
const COLOUR = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b|rgba?\([\d\s.,/%]*\)/gi;
/** A named colour as a CSS value (`color: red;`, `border: 1px solid green`). */
const NAMED = /:[^;{]*?\b(red|green|lime|crimson|darkred|darkgreen)\b[^;{]*;/gi;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(css|tsx?)$/.test(entry.name) ? [full] : [];
  });
}

function rgbOf(text: string): [number, number, number] | null {
  if (text.startsWith('#')) {
    const hex = text.length === 4 ? [...text.slice(1)].map((c) => c + c).join('') : text.slice(1);
    return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  }
  const numbers = text.match(/[\d.]+/g)?.map(Number);
  if (numbers && numbers.length >= 3 && text.startsWith('rgb')) return [numbers[0]!, numbers[1]!, numbers[2]!];
  return null;
}

/** 'red', 'green' or null, by hue; greys and near-whites are neither. */
export function hueName(text: string): 'red' | 'green' | null {
  const rgb = rgbOf(text);
  if (!rgb) return null;
  const [r, g, b] = [rgb[0] / 255, rgb[1] / 255, rgb[2] / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (chroma < 0.04) return null;
  const hue =
    max === r ? (((g - b) / chroma) % 6) * 60 : max === g ? ((b - r) / chroma + 2) * 60 : ((r - g) / chroma + 4) * 60;
  const degrees = (hue + 360) % 360;
  if (degrees < 15 || degrees >= 340) return 'red';
  if (degrees >= 80 && degrees < 165) return 'green';
  return null;
}

/** Every red or green this source names outside a palette's custom property, as "line: text". */
export function directionColours(source: string, palette: boolean, css = true): string[] {
  return source.split('\n').flatMap((line, index) => {
    if (palette && /^\s*--[\w-]+\s*:/.test(line)) return [];
    const raw = [...line.matchAll(RAW_TOKENS)].map((match) => match[0]);
    const literal = [...line.matchAll(COLOUR)].map((match) => match[0]).filter((colour) => hueName(colour) !== null);
    const named = css ? [...line.matchAll(NAMED)].map((match) => match[1]) : [];
    return [...raw, ...literal, ...named].map((found) => `${index + 1}: ${found}`);
  });
}

describe('direction colours', () => {
  it('tells a red and a green from the rest', () => {
    expect(hueName('#c8232c')).toBe('red');
    expect(hueName('#fee2e2')).toBe('red');
    expect(hueName('#0b7a3b')).toBe('green');
    expect(hueName('#dcfce7')).toBe('green');
    expect(hueName('#12a150')).toBe('green');
    expect(hueName('#5b6472')).toBeNull();
    expect(hueName('#1a5fd0')).toBeNull();
    expect(hueName('#b45309')).toBeNull();
    expect(directionColours('.up {\n  color: var(--app-up);\n}', false)).toEqual(['2: var(--app-up)']);
    expect(directionColours('  --app-red: #c8232c;', true)).toEqual([]);
    expect(directionColours('.x { color: #e5484d; }', true)).toEqual(['1: #e5484d']);
    expect(directionColours('.x { border: 1px solid green; }', false)).toEqual(['1: green']);
    expect(directionColours("const fill = 'rgb(220, 20, 30)';", false, false)).toEqual(['1: rgb(220, 20, 30)']);
  });

  it('no component writes a raw red or green: each goes through a semantic token', () => {
    const found = files(ROOT).flatMap((file) => {
      const name = path.relative(ROOT, file).split(path.sep).join('/');
      if (NOT_DIRECTIONS[name]) return [];
      const css = name.endsWith('.css');
      return directionColours(readFileSync(file, 'utf8'), PALETTES.has(name), css).map((at) => `${name}:${at}`);
    });
    expect(found).toEqual([]);
  });
});
