// Every date and time a person reads: both apps' (the console's passes its own language and, on the dashboard, the
// business's time zone) and the server's messages (limits, breaks), which pass the zone they name. Chinese writes them numerically, year first ("2026/11/22 16:05"); English day first with
// the month's short name ("22 Nov 2026, 16:05"), which reads the same to a British and an American reader; a
// 24-hour clock in every language. In the device's zone they are written from the Date's local fields instead of
// through Intl.DateTimeFormat: Chromium's first DateTimeFormat in a page loads ICU's date data, 13-32 ms on one
// task (measured), and it fell in the render of home's news rows. What Intl writes for the same fields is what
// tests/unit/lib/format/time.test.ts compares against.

/** 5 → "05": the fields of dates, clocks and countdowns. */
export const two = (n: number) => String(n).padStart(2, '0');

const isEnglish = (language: string) => language.startsWith('en');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Fields {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const localFields = (date: Date): Fields => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
  second: date.getSeconds(),
});

/** The fields of `date` on the wall clocks of `timeZone` (an IANA name). */
function zoneFields(date: Date, timeZone: string): Fields {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** "2026/11/22" in Chinese, "22 Nov 2026" in English. */
function datePart(f: Fields, language: string): string {
  return isEnglish(language) ? `${f.day} ${MONTHS[f.month - 1]} ${f.year}` : `${f.year}/${two(f.month)}/${two(f.day)}`;
}

/** 24-hour "16:05", or "16:05:09" with seconds. */
function timePart(f: Fields, seconds = false): string {
  const time = `${two(f.hour)}:${two(f.minute)}`;
  return seconds ? `${time}:${two(f.second)}` : time;
}

/** The fields of an ISO time in `timeZone`, or the device's zone when none is given; null when not a time. */
function fieldsOf(iso: string, timeZone?: string): Fields | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return timeZone ? zoneFields(date, timeZone) : localFields(date);
}

/**
 * ISO time → "2026/11/22 16:00" ("22 Nov 2026, 16:00" in English), in `timeZone` or the device's zone
 * ('' when not a time).
 */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const f = fieldsOf(iso, timeZone);
  if (!f) return '';
  return `${datePart(f, language)}${isEnglish(language) ? ', ' : ' '}${timePart(f)}`;
}

/**
 * A moment in a message, naming the zone it is written in: "2026/11/30 00:00（Asia/Taipei）",
 * "30 Nov 2026, 00:00 (UTC)". The server's refusals write their dates with it.
 */
export function formatMoment(at: Date, language: string, timeZone: string): string {
  const text = formatDateTime(at.toISOString(), language, timeZone);
  return isEnglish(language) ? `${text} (${timeZone})` : `${text}（${timeZone}）`;
}

/** ISO time → date only. */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  const f = fieldsOf(iso, timeZone);
  return f ? datePart(f, language) : '';
}

/** Local wall-clock time "14:03:27" of a local timestamp (the same in every language). */
export function formatClock(ms: number): string {
  return timePart(localFields(new Date(ms)), true);
}
