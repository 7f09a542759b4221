export type PuzzlePhase = 'loading' | 'slidable' | 'dragging' | 'submitting' | 'success' | 'fail';

export interface PuzzleState {
  phase: PuzzlePhase;
  /** Bumped for every new puzzle; drawing code keys on it. */
  round: number;
}

export interface PuzzleEvents {
  /** After the success dwell. */
  onSuccess?: (gap: number) => void;
  /** At once on a miss; a new puzzle follows after the dwell. */
  onFail?: (gap: number) => void;
  /** The reset control made a new puzzle. */
  onReset?: () => void;
}

export interface PuzzleMachine {
  getState(): PuzzleState;
  subscribe(listener: () => void): () => void;
  /** The round's image is drawn: the slider can move. Stale rounds are ignored. */
  ready(round: number): void;
  grab(): boolean;
  cancel(): void;
  submit(passed: boolean, gap: number): void;
  reset(): boolean;
  canClose(): boolean;
  dispose(): void;
}

export const DWELL_MS = 800;

export function createPuzzleMachine(events: PuzzleEvents = {}, dwellMs = DWELL_MS): PuzzleMachine {
  let state: PuzzleState = { phase: 'loading', round: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: Partial<PuzzleState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  const newRound = () => set({ phase: 'loading', round: state.round + 1 });
  const later = (fn: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(fn, dwellMs);
  };
  const is = (...phases: PuzzlePhase[]) => phases.includes(state.phase);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready(round) {
      if (round === state.round && is('loading')) set({ phase: 'slidable' });
    },
    grab() {
      if (!is('slidable')) return false;
      set({ phase: 'dragging' });
      return true;
    },
    cancel() {
      if (is('dragging')) set({ phase: 'slidable' });
    },
    submit(passed, gap) {
      if (!is('slidable', 'dragging')) return;
      set({ phase: 'submitting' });
      if (passed) {
        set({ phase: 'success' });
        later(() => events.onSuccess?.(gap));
      } else {
        set({ phase: 'fail' });
        events.onFail?.(gap);
        later(newRound);
      }
    },
    reset() {
      if (!is('loading', 'slidable')) return false;
      newRound();
      events.onReset?.();
      return true;
    },
    canClose: () => is('loading', 'slidable'),
    dispose() {
      clearTimeout(timer);
      listeners.clear();
    },
  };
}
