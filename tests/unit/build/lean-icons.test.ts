import { readFileSync } from 'node:fs';
import path from 'node:path';
import { leanIcons, roundPathData } from '../../../scripts/vite/lean-icons';

describe("the icons' path data, rounded", () => {
  it('keeps two decimals of every coordinate and leaves whole numbers and commands alone', () => {
    expect(roundPathData('M29.6635785,4.09347573 C29.6943765,4.10280636 30,4 L-0.004,12.345 Z')).toBe(
      'M29.66,4.09 C29.69,4.1 30,4 L0,12.35 Z',
    );
  });

  it('keeps numbers written back to back apart', () => {
    // 1.004 then .5, then -2.5 then .25
    expect(roundPathData('M1.004.5 L-2.5.25')).toBe('M1 0.5 L-2.5 0.25');
  });
});

describe('the lean-icons build plugin', () => {
  it('rewrites an antd-mobile-icons module: no layer ids, every coordinate to two decimals, nothing else', async () => {
    const file = path.resolve('node_modules/antd-mobile-icons/es/SetOutline.js');
    const source = readFileSync(file, 'utf8');
    const transform = leanIcons().transform as (code: string, id: string) => { code: string } | null;
    const { code } = transform(source, file)!;
    const pathData = (text: string) => [...text.matchAll(/\bd: "([^"]+)"/g)].map((match) => match[1]!);
    expect(source).toMatch(/id: "SetOutline-/);
    expect(code).not.toMatch(/\bid: /);
    const [before] = pathData(source);
    const [after] = pathData(code);
    expect(after).toBe(roundPathData(before!));
    expect(after!.match(/-?\d*\.?\d+/g)).toHaveLength(before!.match(/-?\d*\.?\d+/g)!.length);
    expect(after).not.toMatch(/\.\d{3}/);
    expect(after!.length).toBeLessThan(before!.length * 0.6);
    expect(transform(source, '/app/src/components/icon.js')).toBeNull();
  });
});
