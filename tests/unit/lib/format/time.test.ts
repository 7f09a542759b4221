// @vitest-environment node
import * as inZone from '../../../../contract/date-time';
import { formatClock, formatDate, formatDateTime } from '../../../../src/lib/format/time';

// What Intl.DateTimeFormat writes for the same fields (24-hour clock as h23: Intl's hour12:false may write 24:05;
// ICU's space between date and time differs by version and language, a thin space in zh-Hant in Node 20's).
const intl = (language: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(language, { ...options, hourCycle: 'h23' }).format(date).replace(/\s/g, ' ');
// Chinese numerically; English as British English writes it, day first with the month's short name (en-US would
// write "Nov 22, 2026", and with 2-digit fields "11/22/2026", which a reader elsewhere takes for 11 Feb)
const INTL_LANGUAGE: Record<string, string> = { 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh-Hans', en: 'en-GB' };
const dateOnlyOf = (language: string): Intl.DateTimeFormatOptions =>
  language === 'en'
    ? { year: 'numeric', month: 'short', day: 'numeric' }
    : { year: 'numeric', month: '2-digit', day: '2-digit' };
const dateTimeOf = (language: string): Intl.DateTimeFormatOptions => ({
  ...dateOnlyOf(language),
  hour: '2-digit',
  minute: '2-digit',
});
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
      expect(formatDate(iso, language)).toBe(intl(INTL_LANGUAGE[language]!, dateOnlyOf(language), date));
      expect(formatDateTime(iso, language)).toBe(intl(INTL_LANGUAGE[language]!, dateTimeOf(language), date));
      expect(formatClock(date.getTime())).toBe(intl(language, clock, date));
    }
  });

  it('puts the year first in Chinese and the day first, with the month named, in English', () => {
    const iso = '2026-11-22T08:05:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    const [year, month, day] = [local.getFullYear(), pad(local.getMonth() + 1), pad(local.getDate())];
    expect(formatDate(iso, 'zh-Hant')).toBe(`${year}/${month}/${day}`);
    expect(formatDate(iso, 'en')).toBe(`${local.getDate()} Nov ${year}`);
    expect(formatDateTime(iso, 'en')).toBe(
      `${local.getDate()} Nov ${year}, ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });

  it("writes a time on another zone's clocks when given one (the console's dashboard: the business's zone)", () => {
    const iso = '2026-11-28T21:46:00.000Z';
    expect(inZone.formatDateTime(iso, 'zh-Hant', 'Asia/Taipei')).toBe('2026/11/29 05:46');
    expect(inZone.formatDateTime(iso, 'zh-Hans', 'Asia/Shanghai')).toBe('2026/11/29 05:46');
    expect(inZone.formatDateTime(iso, 'en', 'Asia/Taipei')).toBe('29 Nov 2026, 05:46');
    expect(inZone.formatDateTime(iso, 'en', 'Europe/London')).toBe('28 Nov 2026, 21:46');
    expect(inZone.formatDate('2026-02-28T16:30:00.000Z', 'en', 'Asia/Taipei')).toBe('1 Mar 2026');
    // midnight is 00, never 24
    expect(inZone.formatDateTime('2026-11-28T16:00:00.000Z', 'en', 'Asia/Taipei')).toBe('29 Nov 2026, 00:00');
  });

  it("names the zone of a moment in the server's messages, in each language's brackets", () => {
    const at = new Date('2026-11-29T16:00:00.000Z');
    expect(inZone.formatMoment(at, 'zh-Hant', 'Asia/Taipei')).toBe('2026/11/30 00:00（Asia/Taipei）');
    expect(inZone.formatMoment(at, 'zh-Hans', 'UTC')).toBe('2026/11/29 16:00（UTC）');
    expect(inZone.formatMoment(at, 'en', 'UTC')).toBe('29 Nov 2026, 16:00 (UTC)');
  });

  it('is empty for something that is not a time', () => {
    expect(formatDateTime('not a time')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
