import { dateTimeFormat, formatDate, formatDateTime } from '../../../../src/lib/format/time';

describe('time formatting', () => {
  const iso = '2026-11-22T08:05:00.000Z';
  const local = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');

  it('shows date and 24-hour time in the local zone', () => {
    const text = formatDateTime(iso, 'en');
    expect(text).toContain('2026');
    expect(text).toContain(`${pad(local.getHours())}:${pad(local.getMinutes())}`);
  });

  it('follows the language', () => {
    expect(formatDate(iso, 'zh-Hant')).toBe(
      `${local.getFullYear()}/${pad(local.getMonth() + 1)}/${pad(local.getDate())}`,
    );
    expect(formatDate(iso, 'en')).toBe(`${pad(local.getMonth() + 1)}/${pad(local.getDate())}/${local.getFullYear()}`);
  });

  it('is empty for something that is not a time', () => {
    expect(formatDateTime('not a time')).toBe('');
  });
  it('builds each formatter once per language and style, not once per row', () => {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit' };
    const first = dateTimeFormat('en', options);
    expect(dateTimeFormat('en', { ...options })).toBe(first);
    expect(dateTimeFormat('zh-Hant', options)).not.toBe(first);
    expect(dateTimeFormat('en', { year: 'numeric' })).not.toBe(first);
  });
});
