// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clampScale,
  clampSlider,
  dragOffset,
  isPass,
  pieceOffset,
  pieceSize,
  puzzleMetrics,
  randomPiece,
  sliderOffsetFor,
  toCanvasUnits,
} from '../../../../src/features/verify/puzzle/geometry';

const size = { width: 310, height: 160 };
const m = puzzleMetrics(size, 50, 1);

describe('clamping', () => {
  it('keeps the slider within [10, width / 2]', () => {
    expect(clampSlider(50, 310)).toBe(50);
    expect(clampSlider(4, 310)).toBe(10);
    expect(clampSlider(400, 310)).toBe(155);
    expect(clampSlider(49.6, 310)).toBe(50);
  });

  it('keeps the scale within [0.2, 2]', () => {
    expect(clampScale(1)).toBe(1);
    expect(clampScale(0.05)).toBe(0.2);
    expect(clampScale(5)).toBe(2);
  });

  it('sizes the piece as 52.5 × scale + 6, with the clamped scale', () => {
    expect(pieceSize(1)).toBe(59);
    expect(pieceSize(2)).toBe(111);
    expect(pieceSize(9)).toBe(111);
    expect(pieceSize(0)).toBe(17);
  });

  it('builds the metrics from the clamped values', () => {
    expect(puzzleMetrics(size, 500, 3)).toMatchObject({ slider: 155, piece: 111, scale: 2, maxOffset: 155 });
  });
});

describe('random piece', () => {
  it('stays within x ∈ [piece + 20, width − piece − 10] and y ∈ [20, height − piece − 10]', () => {
    expect(randomPiece(m, () => 0)).toEqual({ x: 79, y: 20 });
    expect(randomPiece(m, () => 0.999999)).toEqual({ x: 241, y: 91 });
    for (let i = 0; i < 200; i++) {
      const { x, y } = randomPiece(m);
      expect(Number.isInteger(x) && x >= 79 && x <= 241).toBe(true);
      expect(Number.isInteger(y) && y >= 20 && y <= 91).toBe(true);
    }
  });
});

describe('slider → piece', () => {
  it('moves the piece across the image while the handle crosses the track', () => {
    expect(pieceOffset(m, 0)).toBe(0);
    expect(pieceOffset(m, m.maxOffset)).toBe(310 - 59);
    expect(pieceOffset(m, 130)).toBeCloseTo(125.5);
  });

  it('never leaves the track', () => {
    expect(pieceOffset(m, -30)).toBe(0);
    expect(pieceOffset(m, 999)).toBe(251);
  });

  it('inverts exactly', () => {
    for (const x of [79, 150, 241]) expect(pieceOffset(m, sliderOffsetFor(m, x))).toBeCloseTo(x, 9);
  });
});

describe('pass / fail at the tolerance of 10', () => {
  const pin = 150;
  it.each([
    [9.9, true],
    [10, false],
    [10.1, false],
  ])('a gap of %s passes: %s, in both directions', (gap, passes) => {
    expect(isPass(pin, pin + gap, 10)).toBe(passes);
    expect(isPass(pin, pin - gap, 10)).toBe(passes);
  });

  it('judges the slider position through the mapping', () => {
    const at = (gap: number) => isPass(pin, pieceOffset(m, sliderOffsetFor(m, pin + gap)), 10);
    expect([at(-10.1), at(-10), at(-9.9), at(0), at(9.9), at(10), at(10.1)]).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('a canvas scaled by CSS', () => {
  it('converts CSS px to canvas units', () => {
    expect(toCanvasUnits(155, 155, 310)).toBe(310);
    expect(toCanvasUnits(100, 413.33, 310)).toBeCloseTo(75, 2);
    expect(toCanvasUnits(10, 0, 310)).toBe(0);
  });

  it('gives the same offset for the same drag share of the track at any CSS width', () => {
    const half = dragOffset(m, 0, 100, 100 + 155 * 0.4, 155);
    const double = dragOffset(m, 0, 10, 10 + 620 * 0.4, 620);
    expect(half).toBeCloseTo(124);
    expect(double).toBeCloseTo(124);
  });

  it('passes a drag that lands on the hole when the canvas is shown at half size', () => {
    const pin = 200;
    const cssTravel = sliderOffsetFor(m, pin) / 2;
    const offset = dragOffset(m, 0, 40, 40 + cssTravel + 4, 155);
    expect(isPass(pin, pieceOffset(m, offset), 10)).toBe(true);
    expect(isPass(pin, pieceOffset(m, dragOffset(m, 0, 40, 40 + cssTravel + 6, 155)), 10)).toBe(false);
  });

  it('clamps a drag past either end', () => {
    expect(dragOffset(m, 100, 50, -500, 310)).toBe(0);
    expect(dragOffset(m, 100, 50, 900, 310)).toBe(m.maxOffset);
  });
});
