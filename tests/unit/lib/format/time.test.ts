import { formatDate, formatDateTime } from '../../../../src/lib/format/time';

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
});
