// Both apps' dates and times (the console's too, which passes its own language). Dates are numeric in every language the app speaks, so they are written from the Date's local fields here
// instead of through Intl.DateTimeFormat: Chromium's first DateTimeFormat in a page loads ICU's date data,
// 13-32 ms on one task (measured), and it fell in the render of home's news rows. The order per language is
// what Intl writes for these options (tests/unit/lib/format/time.test.ts compares the two).

/** 5 → "05": the fields of dates, clocks and countdowns. */
export const two = (n: number) => String(n).padStart(2, '0');

/** English writes the month first (as en-US does) and a comma before the time; Chinese the year first. */
const isEnglish = (language: string) => language.startsWith('en');

/** "2026/11/22" in Chinese, "11/22/2026" in English. */
function datePart(date: Date, language: string): string {
  const year = String(date.getFullYear());
  const month = two(date.getMonth() + 1);
  const day = two(date.getDate());
  return isEnglish(language) ? `${month}/${day}/${year}` : `${year}/${month}/${day}`;
}

/** 24-hour "16:05", or "16:05:09" with seconds. */
function timePart(date: Date, seconds = false): string {
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  return seconds ? `${time}:${two(date.getSeconds())}` : time;
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ISO time → "2026/11/22 16:00" ("11/22/2026, 16:00" in English) in the user's time zone ('' when not a time). */
export function formatDateTime(iso: string, language: string): string {
  const date = parse(iso);
  if (!date) return '';
  return `${datePart(date, language)}${isEnglish(language) ? ', ' : ' '}${timePart(date)}`;
}

/** ISO time → date only. */
export function formatDate(iso: string, language: string): string {
  const date = parse(iso);
  return date ? datePart(date, language) : '';
}

/** Local wall-clock time "14:03:27" of a local timestamp (the same in every language). */
export function formatClock(ms: number): string {
  return timePart(new Date(ms), true);
}
