import { appStorage } from '../storage/storage';
import { REALITY_CHANNEL } from './interval';

/** This session's reality check, shared by the tabs of one session and kept through a reload. */
export interface SessionClock {
  /** which session (a digest of its token: a new sign-in starts a new count) */
  tag: string;
  startedAt: number;
  /** when the last check was answered, or the session began */
  lastAt: number;
}

const entry = (memberId: number) => `realitySession:${memberId}`;

/** A short digest of the token (FNV-1a): enough to tell sessions apart, nothing to sign in with. */
function tagOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** The session's clock, started now when this session has none yet. */
export async function sessionClock(memberId: number, token: string): Promise<SessionClock> {
  const tag = tagOf(token);
  const stored = await appStorage.get<SessionClock>(entry(memberId));
  if (stored?.tag === tag) return stored;
  const now = Date.now();
  const started = { tag, startedAt: now, lastAt: now };
  await appStorage.set(entry(memberId), started, null);
  return started;
}

/** The check was answered: the next comes one interval from now, in every tab of the session. */
export async function checkAnswered(memberId: number, clock: SessionClock): Promise<void> {
  await appStorage.set(entry(memberId), { ...clock, lastAt: Date.now() }, null);
  new BroadcastChannel(REALITY_CHANNEL).postMessage('answered');
}

/** Whether an order's confirm sheet is open: the check never comes up over it (components/money-confirm). */
let sheetsOpen = 0;
export const sheetOpen = () => sheetsOpen > 0;
export async function duringSheet<T>(shown: Promise<T>): Promise<T> {
  sheetsOpen++;
  try {
    return await shown;
  } finally {
    sheetsOpen--;
  }
}
