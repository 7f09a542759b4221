import { appStorage } from '../storage/storage';

/** The reality check's intervals in minutes; 0 is off. On by default at 60 (issue 44 §3). */
export const REALITY_INTERVALS = [0, 15, 30, 60] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];
export const DEFAULT_REALITY_INTERVAL: RealityInterval = 60;

const entry = (memberId: number) => `realityCheck:${memberId}`;
/** Other tabs hear a changed interval or a check answered at once. */
export const REALITY_CHANNEL = 'reality-check';

export async function realityInterval(memberId: number): Promise<RealityInterval> {
  const stored = await appStorage.get<number>(entry(memberId));
  return REALITY_INTERVALS.find((minutes) => minutes === stored) ?? DEFAULT_REALITY_INTERVAL;
}

export async function setRealityInterval(memberId: number, minutes: RealityInterval): Promise<void> {
  await appStorage.set(entry(memberId), minutes, null);
  new BroadcastChannel(REALITY_CHANNEL).postMessage('changed');
}
