/** A Chromium trace event, as far as the benches read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** start, µs */
  ts: number;
  /** wall time, µs */
  dur?: number;
  /** thread (CPU) time, µs */
  tdur?: number;
  args?: {
    name?: string;
    frame_reporter?: { state?: string };
    data?: { type?: string; functionName?: string; url?: string; nodeName?: string; isOutermostMainFrame?: boolean };
  };
}

/** Milliseconds to one decimal from µs. */
export const ms = (us = 0) => Math.round(us / 100) / 10;

/** The tasks of the page's main thread: the renderer main thread ('CrRendererMain') with the most tasks. */
export function mainThreadTasks(events: TraceEvent[]): TraceEvent[] {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask');
  return mains.map((m) => tasksOf(m.pid, m.tid)).sort((a, b) => b.length - a.length)[0] ?? [];
}
