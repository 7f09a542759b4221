import { useEffect, useRef, type RefObject } from 'react';
import { randomPiece, type PuzzleMetrics } from '../puzzle/geometry';
import { drawPuzzle } from '../puzzle/draw';
import { loadPuzzleImage, makeRandomImage, pickImage, type PuzzleImage } from '../puzzle/images';
import type { PuzzleMachine, PuzzleState } from '../puzzle/machine';

export interface PuzzleCanvasRefs {
  main: RefObject<HTMLCanvasElement | null>;
  piece: RefObject<HTMLCanvasElement | null>;
  full: RefObject<HTMLCanvasElement | null>;
}

/** Draws a fresh puzzle whenever the machine starts a round; returns the hole's x (the solution). */
export function usePuzzleRound(
  machine: PuzzleMachine,
  state: PuzzleState,
  metrics: PuzzleMetrics,
  images: readonly string[],
  canvases: PuzzleCanvasRefs,
): RefObject<number> {
  const pieceX = useRef(0);
  const lastImage = useRef(-1);

  useEffect(() => {
    if (state.phase !== 'loading') return;
    let live = true;
    const at = randomPiece(metrics);
    const index = pickImage(images.length, lastImage.current);
    const src = images[index];
    lastImage.current = index;
    const pending: Promise<PuzzleImage | null> = src
      ? loadPuzzleImage(src, metrics)
      : Promise.resolve(makeRandomImage(metrics));
    void pending.then((img) => {
      const [main, piece, full] = [canvases.main.current, canvases.piece.current, canvases.full.current];
      if (!live || !img || !main || !piece || !full) return;
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
      if (!drawPuzzle({ main, piece, full }, img, metrics, at, ratio)) return;
      pieceX.current = at.x;
      machine.ready(state.round);
    });
    return () => {
      live = false;
    };
    // A new round is the only reason to draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.round]);

  return pieceX;
}
