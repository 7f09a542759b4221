import { currentLanguage } from '../i18n/i18n';

const dateTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};
const dateOnly: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

function format(iso: string, options: Intl.DateTimeFormatOptions, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, options).format(date);
}

/** ISO time → "2026/11/22 16:00" in the user's language and time zone ('' when not a time). */
export function formatDateTime(iso: string, language: string = currentLanguage()): string {
  return format(iso, dateTime, language);
}

/** ISO time → date only. */
export function formatDate(iso: string, language: string = currentLanguage()): string {
  return format(iso, dateOnly, language);
}
