import { useEffect, useId, useImperativeHandle, useMemo, useRef, useSyncExternalStore, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isPass, pieceOffset, puzzleMetrics } from '../puzzle/geometry';
import { PUZZLE_IMAGES } from '../puzzle/images';
import { createPuzzleMachine, type PuzzleState } from '../puzzle/machine';
import PuzzleSlider from './puzzle-slider';
import type { SliderPuzzleProps } from './slider-puzzle';
import { usePuzzleRound } from './use-puzzle-round';
import styles from './slider-puzzle.module.css';

export interface PanelHandle {
  canClose: () => boolean;
}

type PanelProps = Omit<SliderPuzzleProps, 'show' | 'inline'> & {
  titleId: string;
  ref?: Ref<PanelHandle>;
};

function announcement(t: (key: string) => string, state: PuzzleState): string {
  if (state.phase === 'success') return t('success');
  if (state.phase === 'fail') return t('fail');
  if (state.phase === 'slidable') return state.round === 0 ? t('task') : `${t('newPuzzle')} ${t('task')}`;
  return '';
}

/** The puzzle itself: header with reset (and close), the image with the piece, the slider, the live region. */
export default function PuzzlePanel(props: PanelProps) {
  const { t } = useTranslation('verify');
  const { canvasWidth = 310, canvasHeight = 160, sliderSize = 50, range = 10, puzzleScale = 1 } = props;
  const metrics = useMemo(
    () => puzzleMetrics({ width: canvasWidth, height: canvasHeight }, sliderSize, puzzleScale),
    [canvasWidth, canvasHeight, sliderSize, puzzleScale],
  );
  const events = useRef(props);
  events.current = props;
  const machine = useMemo(
    () =>
      createPuzzleMachine({
        onSuccess: (gap) => events.current.onSuccess?.(gap),
        onFail: (gap) => events.current.onFail?.(gap),
        onReset: () => events.current.onReset?.(),
      }),
    [],
  );
  useEffect(() => () => machine.dispose(), [machine]);
  const state = useSyncExternalStore(machine.subscribe, machine.getState);
  useImperativeHandle(props.ref, () => ({ canClose: machine.canClose }), [machine]);

  const canvases = {
    main: useRef<HTMLCanvasElement>(null),
    piece: useRef<HTMLCanvasElement>(null),
    full: useRef<HTMLCanvasElement>(null),
  };
  const pieceX = usePuzzleRound(machine, state, metrics, props.imgs ?? PUZZLE_IMAGES, canvases);
  const submit = (offset: number) => {
    const at = pieceOffset(metrics, offset);
    machine.submit(isPass(pieceX.current, at, range), Math.abs(pieceX.current - at));
  };

  const keysHintId = useId();
  const { phase } = state;
  const result = phase === 'success' || phase === 'fail' ? phase : null;
  return (
    <div className={styles.panel} data-phase={phase}>
      <div className={styles.header}>
        <h2 id={props.titleId} className={styles.title}>
          {t('title')}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => machine.reset()}
          aria-label={t('reset')}
          disabled={phase !== 'slidable' && phase !== 'loading'}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </svg>
        </button>
        {props.onClose && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => machine.canClose() && props.onClose?.()}
            aria-label={t('close')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.stage} style={{ aspectRatio: `${canvasWidth} / ${canvasHeight}` }}>
        <canvas ref={canvases.main} className={styles.canvas} aria-hidden="true" />
        <canvas
          ref={canvases.piece}
          className={styles.piece}
          style={{ width: `${(metrics.piece / canvasWidth) * 100}%` }}
          aria-hidden="true"
        />
        <canvas ref={canvases.full} className={`${styles.canvas} ${styles.full}`} aria-hidden="true" />
        {phase === 'loading' && <div className={styles.loading} aria-label={t('loading')} role="img" />}
        <div className={`${styles.info} ${result ? styles[result] : ''}`} aria-hidden="true">
          {result && t(result)}
        </div>
      </div>
      <PuzzleSlider
        metrics={metrics}
        machine={machine}
        state={state}
        pieceRef={canvases.piece}
        onSubmit={submit}
        label={t('slider')}
        hint={t('hint')}
        keysHintId={keysHintId}
      />
      <p id={keysHintId} className={styles.srOnly}>
        {t('keys')}
      </p>
      <p className={styles.srOnly} role="status" aria-live="polite">
        {announcement(t, state)}
      </p>
    </div>
  );
}
