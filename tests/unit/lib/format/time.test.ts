// @vitest-environment node
import { formatClock, formatDate, formatDateTime } from '../../../../src/lib/format/time';

// What Intl.DateTimeFormat writes for the same fields (24-hour clock as h23: Intl's hour12:false may write 24:05;
// ICU's space between date and time differs by version and language, a thin space in zh-Hant in Node 20's).
const intl = (language: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(language, { ...options, hourCycle: 'h23' }).format(date).replace(/\s/g, ' ');
const dateOnly: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const dateTime: Intl.DateTimeFormatOptions = { ...dateOnly, hour: '2-digit', minute: '2-digit' };
const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

// a spread of instants: both ends of the day, single- and double-digit months and days, a leap day
const instants = [
  '2026-11-22T08:05:00.000Z',
  '2026-01-02T00:00:09.000Z',
  '2026-12-31T23:59:59.000Z',
  '2028-02-29T12:30:00.000Z',
  '2027-07-04T16:45:30.000Z',
  '1999-10-09T05:06:07.000Z',
];

describe('time formatting', () => {
  it.each(['zh-Hant', 'zh-Hans', 'en'])('writes what Intl writes in %s, in the local zone', (language) => {
    for (const iso of instants) {
      const date = new Date(iso);
      expect(formatDate(iso, language)).toBe(intl(language, dateOnly, date));
      expect(formatDateTime(iso, language)).toBe(intl(language, dateTime, date));
      expect(formatClock(date.getTime())).toBe(intl(language, clock, date));
    }
  });

  it('puts the year first in Chinese and the month first in English', () => {
    const iso = '2026-11-22T08:05:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const [year, month, day] = [local.getFullYear(), pad(local.getMonth() + 1), pad(local.getDate())];
    expect(formatDate(iso, 'zh-Hant')).toBe(`${year}/${month}/${day}`);
    expect(formatDate(iso, 'en')).toBe(`${month}/${day}/${year}`);
    expect(formatDateTime(iso, 'en')).toBe(
      `${month}/${day}/${year}, ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });

  it('is empty for something that is not a time', () => {
    expect(formatDateTime('not a time')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
