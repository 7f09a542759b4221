// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPuzzleMachine } from '../../../../src/features/verify/puzzle/machine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const events = { onSuccess: vi.fn(), onFail: vi.fn(), onReset: vi.fn() };
  const machine = createPuzzleMachine(events);
  const phases: string[] = [];
  machine.subscribe(() => phases.push(machine.getState().phase));
  return { machine, events, phases };
}

describe('puzzle machine', () => {
  it('starts loading and becomes slidable when its round is drawn', () => {
    const { machine } = setup();
    expect(machine.getState()).toEqual({ phase: 'loading', round: 0 });
    machine.ready(5);
    expect(machine.getState().phase).toBe('loading');
    machine.ready(0);
    expect(machine.getState().phase).toBe('slidable');
  });

  it('passes through submitting to success and emits success after 800 ms', () => {
    const { machine, events, phases } = setup();
    machine.ready(0);
    expect(machine.grab()).toBe(true);
    machine.submit(true, 3);
    expect(phases).toEqual(['slidable', 'dragging', 'submitting', 'success']);
    vi.advanceTimersByTime(799);
    expect(events.onSuccess).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(events.onSuccess).toHaveBeenCalledWith(3);
    expect(machine.getState().phase).toBe('success');
  });

  it('emits fail at once and makes a new puzzle after 800 ms', () => {
    const { machine, events } = setup();
    machine.ready(0);
    machine.submit(false, 42);
    expect(machine.getState().phase).toBe('fail');
    expect(events.onFail).toHaveBeenCalledWith(42);
    vi.advanceTimersByTime(799);
    expect(machine.getState()).toEqual({ phase: 'fail', round: 0 });
    vi.advanceTimersByTime(1);
    expect(machine.getState()).toEqual({ phase: 'loading', round: 1 });
    expect(events.onReset).not.toHaveBeenCalled();
  });

  it('blocks closing while dragging, submitting and during the dwell', () => {
    const { machine } = setup();
    expect(machine.canClose()).toBe(true);
    machine.ready(0);
    expect(machine.canClose()).toBe(true);
    machine.grab();
    expect(machine.canClose()).toBe(false);
    let duringSubmit: boolean | undefined;
    machine.subscribe(() => {
      if (machine.getState().phase === 'submitting') duringSubmit = machine.canClose();
    });
    machine.submit(false, 20);
    expect(duringSubmit).toBe(false);
    expect(machine.canClose()).toBe(false);
    vi.advanceTimersByTime(800);
    expect(machine.canClose()).toBe(true);
  });

  it('lets a cancelled drag slide again', () => {
    const { machine } = setup();
    machine.ready(0);
    machine.grab();
    machine.cancel();
    expect(machine.getState().phase).toBe('slidable');
    expect(machine.grab()).toBe(true);
  });

  it('resets into a new round and emits reset, but not while dragging or in the dwell', () => {
    const { machine, events } = setup();
    machine.ready(0);
    expect(machine.reset()).toBe(true);
    expect(machine.getState()).toEqual({ phase: 'loading', round: 1 });
    expect(events.onReset).toHaveBeenCalledTimes(1);
    machine.ready(1);
    machine.grab();
    expect(machine.reset()).toBe(false);
    machine.submit(true, 0);
    expect(machine.reset()).toBe(false);
    expect(events.onReset).toHaveBeenCalledTimes(1);
  });

  it('ignores grabs and submits outside the slidable phases', () => {
    const { machine, events } = setup();
    expect(machine.grab()).toBe(false);
    machine.submit(true, 0);
    expect(machine.getState().phase).toBe('loading');
    vi.advanceTimersByTime(1000);
    expect(events.onSuccess).not.toHaveBeenCalled();
  });

  it('cancels a pending dwell when disposed', () => {
    const { machine, events } = setup();
    machine.ready(0);
    machine.submit(true, 1);
    machine.dispose();
    vi.advanceTimersByTime(1000);
    expect(events.onSuccess).not.toHaveBeenCalled();
  });
});
