import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadImage,
  loadPuzzleImage,
  makeRandomImage,
  pickImage,
  PUZZLE_IMAGES,
} from '../../../../src/features/verify/puzzle/images';
import { mock2d, stubImage } from './support';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const size = { width: 310, height: 160 };

describe('puzzle images', () => {
  it('serves the bundled images from public/puzzle', () => {
    expect(PUZZLE_IMAGES).toEqual(['/puzzle/1.webp', '/puzzle/2.webp', '/puzzle/3.webp', '/puzzle/4.webp']);
  });

  it('never picks the previous image twice in a row', () => {
    for (let prev = 0; prev < 4; prev++) {
      for (const r of [0, 0.34, 0.67, 0.9999]) expect(pickImage(4, prev, () => r)).not.toBe(prev);
    }
    expect(pickImage(1, 0)).toBe(0);
    expect([0, 0.5, 0.9999].map((r) => pickImage(3, -1, () => r))).toEqual([0, 1, 2]);
  });

  it('rejects when the image fails to load', async () => {
    stubImage('error');
    await expect(loadImage('/puzzle/missing.webp')).rejects.toThrow('/puzzle/missing.webp');
  });

  it('falls back to a generated random-colour image when the image fails to load', async () => {
    const { ctx } = mock2d();
    stubImage('error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const img = await loadPuzzleImage('/puzzle/missing.webp', size);
    expect(img).toBeInstanceOf(HTMLCanvasElement);
    expect(img).toMatchObject({ width: 310, height: 160 });
    expect(ctx.fillRect).toHaveBeenCalledWith(0, 0, 310, 160);
    expect(String(ctx.fillStyle)).toMatch(/^rgb\(\d+,\d+,\d+\)$/);
    expect(warn).toHaveBeenCalled();
  });

  it('uses the image itself when it loads', async () => {
    stubImage('load');
    const img = await loadPuzzleImage('/puzzle/1.webp', size);
    expect(img).not.toBeInstanceOf(HTMLCanvasElement);
    expect(img).toMatchObject({ width: 620, height: 320 });
  });

  it('logs an error when there is no 2D context', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(makeRandomImage(size)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('2D'));
  });
});
