import { dateTimeFormat } from './time';

const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false };

/** Local wall-clock time "14:03:27" of a local timestamp, in the user's language. */
export function formatClock(ms: number, language: string): string {
  return dateTimeFormat(language, clock).format(ms);
}
