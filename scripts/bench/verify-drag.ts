import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../tests/e2e/support/browser';
import { mainThreadTasks, ms, type TraceEvent } from './trace';

/** What a 2 s puzzle drag costs on a 4× throttled CPU (Chromium trace). */
export interface DragFigures {
  /** Longest main-thread task of the page while dragging, ms (wall clock). */
  longestTaskMs: number;
  /** The same task's CPU time, ms: what is left of it when other processes are not competing for the CPU. */
  longestTaskCpuMs: number;
  /** Longest CPU time of any one task, ms. */
  maxTaskCpuMs: number;
  /** Main-thread tasks over 50 ms while dragging. */
  longTasks: number;
  /** Frames the compositor reported dropped while dragging. */
  droppedFrames: number;
  /** Frames presented while dragging. */
  presentedFrames: number;
  /** Animation frames the page got, and the worst gap between two, ms. */
  rafFrames: number;
  worstFrameGapMs: number;
  /** Vsync intervals (16.7 ms) that passed with no animation frame. */
  rafMissedFrames: number;
  cpuThrottling: number;
  dragMs: number;
}

async function trace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'benchmark',
        'blink.user_timing',
      ],
    },
  });
  await during();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

const MARK_START = 'verify-drag-start';
const MARK_END = 'verify-drag-end';

// Records every animation frame's time, and nothing else, so the measurement adds no work of its own.
// A string, so that the runner's transpiler cannot inject helpers that do not exist in the page.
const FRAME_TIMES = `(() => {
  const times = (window.__frames = []);
  const tick = (now) => {
    times.push(now);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

const SW_SETTLED = `(async () => {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await navigator.serviceWorker.ready;
})()`;

/** Gaps between the animation frames that fell between the two marks. */
const FRAME_GAPS = `(() => {
  const [start] = performance.getEntriesByName('${MARK_START}');
  const [end] = performance.getEntriesByName('${MARK_END}');
  const inside = window.__frames.filter((t) => t >= start.startTime && t <= end.startTime);
  return inside.slice(1).map((t, i) => t - inside[i]);
})()`;

/** Presses the slider handle and sweeps it across the track and back for `ms`, between two user-timing marks. */
async function drag(page: Page, ms: number): Promise<void> {
  const handle = page.locator('[role="slider"]');
  const box = await handle.boundingBox();
  const track = await handle.locator('..').boundingBox();
  if (!box || !track) throw new Error('the puzzle slider is not on screen');
  const x0 = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const span = track.width - box.width;
  await page.mouse.move(x0, y);
  await page.evaluate((mark) => performance.mark(mark), MARK_START);
  await page.mouse.down();
  const start = Date.now();
  for (let t = 0; t < ms; t = Date.now() - start) {
    await page.mouse.move(x0 + span * (0.5 - 0.5 * Math.cos((t / ms) * 4 * Math.PI)), y);
  }
  await page.evaluate((mark) => performance.mark(mark), MARK_END);
  await page.mouse.up();
}

function summarize(events: TraceEvent[]) {
  const markAt = (name: string) => events.find((e) => e.name === name)?.ts;
  const [from, to] = [markAt(MARK_START), markAt(MARK_END)];
  if (from === undefined || to === undefined) throw new Error('the drag marks are missing from the trace');
  const inWindow = (e: TraceEvent) => e.ts >= from && e.ts <= to;
  const mainTasks = mainThreadTasks(events);
  const renderer = mainTasks[0]?.pid;
  const tasks = mainTasks.filter(inWindow);
  const durations = tasks.map((e) => (e.dur ?? 0) / 1000);
  const longest = tasks.reduce<TraceEvent | undefined>((a, e) => ((e.dur ?? 0) > (a?.dur ?? -1) ? e : a), undefined);
  const frames = events.filter(
    (e) => e.name === 'PipelineReporter' && e.ph === 'b' && e.pid === renderer && inWindow(e),
  );
  const states = frames.map((e) => e.args?.frame_reporter?.state ?? '');
  return {
    longestTaskMs: ms(longest?.dur),
    longestTaskCpuMs: ms(longest?.tdur),
    maxTaskCpuMs: ms(Math.max(0, ...tasks.map((e) => e.tdur ?? 0))),
    longTasks: durations.filter((d) => d > 50).length,
    droppedFrames: states.filter((s) => s === 'STATE_DROPPED').length,
    presentedFrames: states.filter((s) => s.startsWith('STATE_PRESENTED')).length,
  };
}

/**
 * Opens the verify screen at `verifyUrl` as a new visitor, opens the puzzle, throttles the CPU 4×
 * and traces a `dragMs` drag. The lead's scripts/bench.ts calls this against the built app.
 */
export async function benchVerifyDrag(
  verifyUrl: string,
  { dragMs = 2000, cpuThrottling = 4 } = {},
): Promise<DragFigures> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(verifyUrl);
    // A first visit also installs the service worker (precaching the app); let that finish so the
    // figure is the drag's own cost.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    await page.evaluate(SW_SETTLED);
    await page.locator('button[aria-haspopup="dialog"]').click();
    await page.locator('[role="slider"]:not([aria-disabled="true"])').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.evaluate(FRAME_TIMES);
    const events = await trace(cdp, () => drag(page, dragMs));
    const gaps = (await page.evaluate(FRAME_GAPS)) as number[];
    return {
      ...summarize(events),
      rafFrames: gaps.length,
      worstFrameGapMs: Math.round(Math.max(0, ...gaps) * 10) / 10,
      rafMissedFrames: gaps.reduce((n, gap) => n + Math.max(0, Math.round(gap / (1000 / 60)) - 1), 0),
      cpuThrottling,
      dragMs,
    };
  } finally {
    await browser.close();
  }
}
