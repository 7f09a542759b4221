/** Puzzle geometry, all in canvas units (the canvas's own pixel grid, not CSS px). */

export interface PuzzleSize {
  width: number;
  height: number;
}

export interface PuzzleMetrics extends PuzzleSize {
  /** Slider handle width, also the track's left stop. */
  slider: number;
  /** Side of the square the piece (with its knobs and shadow) occupies. */
  piece: number;
  /** The piece's scale, as used to draw its outline. */
  scale: number;
  /** Largest slider offset: the handle at the right end of the track. */
  maxOffset: number;
}

export interface PiecePosition {
  x: number;
  y: number;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

export function clampSlider(slider: number, width: number): number {
  return clamp(Math.round(slider), 10, Math.round(width / 2));
}

export function clampScale(scale: number): number {
  return clamp(scale, 0.2, 2);
}

export function pieceSize(scale: number): number {
  return Math.round(clampScale(scale) * 52.5 + 6);
}

export function puzzleMetrics(size: PuzzleSize, slider: number, scale: number): PuzzleMetrics {
  const s = clampSlider(slider, size.width);
  return {
    ...size,
    slider: s,
    scale: clampScale(scale),
    piece: pieceSize(scale),
    maxOffset: size.width - s,
  };
}

/** Integer in [min, max]; `random` returns [0, 1) like Math.random. */
export function randomInt(min: number, max: number, random: () => number = Math.random): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function randomPiece(m: PuzzleMetrics, random: () => number = Math.random): PiecePosition {
  return {
    x: randomInt(m.piece + 20, m.width - m.piece - 10, random),
    y: randomInt(20, m.height - m.piece - 10, random),
  };
}

/** Where the piece's left edge is for a slider offset: the piece crosses the whole image while the handle crosses the track. */
export function pieceOffset(m: PuzzleMetrics, sliderOffset: number): number {
  return (clamp(sliderOffset, 0, m.maxOffset) * (m.width - m.piece)) / m.maxOffset;
}

/** The slider offset that puts the piece exactly at `pieceX`. */
export function sliderOffsetFor(m: PuzzleMetrics, pieceX: number): number {
  return (pieceX * m.maxOffset) / (m.width - m.piece);
}

export function isPass(pieceX: number, offset: number, tolerance: number): boolean {
  return Math.abs(pieceX - offset) < tolerance;
}

/** CSS px (e.g. a pointer delta) → canvas units, given the CSS width of something `canvasWidth` units wide. */
export function toCanvasUnits(cssPx: number, cssWidth: number, canvasWidth: number): number {
  return cssWidth > 0 ? (cssPx * canvasWidth) / cssWidth : 0;
}

/** The slider offset a drag gives: where it started plus the pointer's travel, kept on the track. */
export function dragOffset(
  m: PuzzleMetrics,
  startOffset: number,
  startClientX: number,
  clientX: number,
  trackCssWidth: number,
): number {
  const moved = toCanvasUnits(clientX - startClientX, trackCssWidth, m.width);
  return clamp(startOffset + moved, 0, m.maxOffset);
}
