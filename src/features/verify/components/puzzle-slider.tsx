import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { clamp, dragOffset, pieceOffset, type PuzzleMetrics } from '../puzzle/geometry';
import { PIECE_PAD } from '../puzzle/draw';
import type { PuzzleMachine, PuzzleState } from '../puzzle/machine';
import styles from './slider-puzzle.module.css';

interface PuzzleSliderProps {
  metrics: PuzzleMetrics;
  machine: PuzzleMachine;
  state: PuzzleState;
  pieceRef: RefObject<HTMLCanvasElement | null>;
  onSubmit: (offset: number) => void;
  label: string;
  hint: string;
  keysHintId: string;
}

/** Keyboard steps in canvas units: fine enough to land within any tolerance ≥ 5. */
export const STEP = 5;
export const BIG_STEP = 25;

interface Drag {
  startX: number;
  startOffset: number;
  trackWidth: number;
  lastX: number;
  frame: number;
}

/** The track and handle. Moves write transforms straight to the DOM in an animation frame, with no React render and no layout read. */
export default function PuzzleSlider(props: PuzzleSliderProps) {
  const { metrics: m, machine, state, pieceRef, onSubmit } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const fillRef = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const drag = useRef<Drag | null>(null);

  const apply = (value: number) => {
    offset.current = value;
    const handle = handleRef.current;
    handle?.style.setProperty('transform', `translateX(${(value / m.slider) * 100}%)`);
    handle?.setAttribute('aria-valuenow', String(Math.round(value)));
    const fill = fillRef.current?.style;
    fill?.setProperty('transform', `translateX(${((value + m.slider / 2) / m.width - 1) * 100}%)`);
    // At rest the fill would only show as a halo around the handle's rounded corners.
    fill?.setProperty('opacity', value > 0 ? '1' : '0');
    const piece = (pieceOffset(m, value) - PIECE_PAD) / m.piece;
    pieceRef.current?.style.setProperty('transform', `translateX(${piece * 100}%)`);
  };

  useEffect(() => {
    if (state.phase === 'loading') apply(0);
  });

  useEffect(() => () => cancelAnimationFrame(drag.current?.frame ?? 0), []);

  const follow = (clientX: number) => {
    const d = drag.current;
    if (d) apply(dragOffset(m, d.startOffset, d.startX, clientX, d.trackWidth));
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || !machine.grab()) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.currentTarget.focus();
    const trackWidth = trackRef.current?.getBoundingClientRect().width ?? 0;
    drag.current = { startX: e.clientX, startOffset: offset.current, trackWidth, lastX: e.clientX, frame: 0 };
  };

  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    d.lastX = e.clientX;
    d.frame ||= requestAnimationFrame(() => {
      d.frame = 0;
      follow(d.lastX);
    });
  };

  const end = (e: PointerEvent, submit: boolean) => {
    const d = drag.current;
    if (!d) return;
    cancelAnimationFrame(d.frame);
    if (submit) follow(e.clientX);
    drag.current = null;
    if (submit) {
      onSubmit(offset.current);
    } else {
      machine.cancel();
      apply(0);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (state.phase !== 'slidable') return;
    const moves: Record<string, number> = {
      ArrowRight: STEP,
      ArrowUp: STEP,
      ArrowLeft: -STEP,
      ArrowDown: -STEP,
      PageUp: BIG_STEP,
      PageDown: -BIG_STEP,
      Home: -m.maxOffset,
      End: m.maxOffset,
    };
    if (e.key === 'Enter') {
      e.preventDefault();
      onSubmit(offset.current);
    } else if (e.key in moves) {
      e.preventDefault();
      apply(clamp(offset.current + (moves[e.key] ?? 0), 0, m.maxOffset));
    }
  };

  const busy = state.phase !== 'slidable' && state.phase !== 'dragging';
  return (
    <div ref={trackRef} className={styles.track} style={{ aspectRatio: `${m.width} / ${m.slider}` }}>
      <span className={styles.trackText} aria-hidden="true">
        {props.hint}
      </span>
      <div ref={fillRef} className={styles.fill} />
      <div
        ref={handleRef}
        className={`${styles.handle} ${state.phase === 'dragging' ? styles.active : ''}`}
        style={{ width: `${(m.slider / m.width) * 100}%` }}
        role="slider"
        tabIndex={0}
        aria-label={props.label}
        aria-describedby={props.keysHintId}
        aria-valuemin={0}
        aria-valuemax={Math.round(m.maxOffset)}
        aria-valuenow={0}
        aria-disabled={busy || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(e) => end(e, true)}
        onPointerCancel={(e) => end(e, false)}
        onKeyDown={onKeyDown}
      >
        <svg viewBox="0 0 24 24" width="50%" height="50%" aria-hidden="true">
          <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </div>
    </div>
  );
}
