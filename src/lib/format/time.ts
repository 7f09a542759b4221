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

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of `options` in `language`, built once: building an Intl.DateTimeFormat costs far more than
 * using one, and a list formats a time per row.
 */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function format(iso: string, options: Intl.DateTimeFormatOptions, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(language, options).format(date);
}

/** ISO time → "2026/11/22 16:00" in the user's language and time zone ('' when not a time). */
export function formatDateTime(iso: string, language: string = currentLanguage()): string {
  return format(iso, dateTime, language);
}

/** ISO time → date only. */
export function formatDate(iso: string, language: string = currentLanguage()): string {
  return format(iso, dateOnly, language);
}
