import type { PiecePosition, PuzzleMetrics } from './geometry';
import { get2d, type PuzzleImage } from './images';

/** Room left of the piece's outline in its own canvas, for the outline and shadow. */
export const PIECE_PAD = 3;

export interface PuzzleCanvases {
  /** The image with the hole. */
  main: HTMLCanvasElement;
  /** The piece alone: `metrics.piece` wide, full height; its outline starts at PIECE_PAD. */
  piece: HTMLCanvasElement;
  /** The whole image, shown on success. */
  full: HTMLCanvasElement;
}

/** Outline of a jigsaw piece at (x, y): a 3u square, knobs out at the top and right, a notch on the left. */
export function tracePiece(ctx: CanvasRenderingContext2D, x: number, y: number, scale: number): void {
  const u = Math.ceil(15 * scale);
  const r = u / 2;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + u, y);
  ctx.arc(x + 1.5 * u, y, r, Math.PI, 0);
  ctx.lineTo(x + 3 * u, y);
  ctx.lineTo(x + 3 * u, y + u);
  ctx.arc(x + 3 * u, y + 1.5 * u, r, -Math.PI / 2, Math.PI / 2);
  ctx.lineTo(x + 3 * u, y + 3 * u);
  ctx.lineTo(x, y + 3 * u);
  ctx.lineTo(x, y + 2 * u);
  ctx.arc(x, y + 1.5 * u, r, Math.PI / 2, -Math.PI / 2, true);
  ctx.closePath();
}

/** Cover-fit of the image over the canvas, centred. */
export function coverRect(imgW: number, imgH: number, w: number, h: number): [number, number, number, number] {
  const k = Math.max(w / imgW, h / imgH);
  const dw = imgW * k;
  const dh = imgH * k;
  return [(w - dw) / 2, (h - dh) / 2, dw, dh];
}

function prepare(canvas: HTMLCanvasElement, w: number, h: number, ratio: number) {
  canvas.width = Math.round(w * ratio);
  canvas.height = Math.round(h * ratio);
  const ctx = get2d(canvas);
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

/** Draws one puzzle; false when a 2D context is missing (already logged). */
export function drawPuzzle(
  canvases: PuzzleCanvases,
  img: PuzzleImage,
  m: PuzzleMetrics,
  at: PiecePosition,
  ratio = 1,
): boolean {
  const main = prepare(canvases.main, m.width, m.height, ratio);
  const piece = prepare(canvases.piece, m.piece, m.height, ratio);
  const full = prepare(canvases.full, m.width, m.height, ratio);
  if (!main || !piece || !full) return false;
  const [ix, iy, iw, ih] = coverRect(img.width, img.height, m.width, m.height);

  full.drawImage(img, ix, iy, iw, ih);
  main.drawImage(img, ix, iy, iw, ih);
  tracePiece(main, at.x, at.y, m.scale);
  main.fillStyle = 'rgba(0, 0, 0, 0.45)';
  main.fill();
  main.strokeStyle = 'rgba(255, 255, 255, 0.8)';
  main.lineWidth = 1;
  main.stroke();

  // The piece canvas sits at x − PIECE_PAD, so the image is shifted by the same amount.
  const dx = PIECE_PAD - at.x;
  piece.save();
  tracePiece(piece, PIECE_PAD, at.y, m.scale);
  piece.clip();
  piece.drawImage(img, ix + dx, iy, iw, ih);
  piece.restore();
  tracePiece(piece, PIECE_PAD, at.y, m.scale);
  piece.shadowColor = 'rgba(0, 0, 0, 0.6)';
  piece.shadowBlur = 3;
  piece.strokeStyle = 'rgba(255, 255, 255, 0.95)';
  piece.lineWidth = 1.5;
  piece.stroke();
  return true;
}
