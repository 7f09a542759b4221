import { useId, useRef } from 'react';
import type { PuzzleEvents } from '../puzzle/machine';
import PuzzleDialog from './puzzle-dialog';
import PuzzlePanel, { type PanelHandle } from './puzzle-panel';

export interface SliderPuzzleProps extends PuzzleEvents {
  /** Modal mode only: whether the dialog is open. */
  show?: boolean;
  /** Render in place instead of as a modal. */
  inline?: boolean;
  canvasWidth?: number;
  canvasHeight?: number;
  sliderSize?: number;
  /** Largest gap (canvas units) that still passes. */
  range?: number;
  puzzleScale?: number;
  imgs?: readonly string[];
  onClose?: () => void;
}

/** The slider puzzle (spec §4, §5, §9): a modal by default, or inline. */
export default function SliderPuzzle({ show = false, inline = false, onClose, ...props }: SliderPuzzleProps) {
  const titleId = useId();
  const panel = useRef<PanelHandle>(null);
  if (inline) return <PuzzlePanel {...props} titleId={titleId} />;
  if (!show) return null;
  return (
    <PuzzleDialog labelledBy={titleId} canClose={() => panel.current?.canClose() ?? true} onClose={() => onClose?.()}>
      <PuzzlePanel {...props} ref={panel} titleId={titleId} onClose={onClose} />
    </PuzzleDialog>
  );
}
