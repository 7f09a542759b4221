const formats = new Map<string, Intl.DateTimeFormat>();

/** Local wall-clock time "14:03:27" of a local timestamp, in the user's language. */
export function formatClock(ms: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    // Building a formatter costs far more than using one: keep one per language.
    format = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    formats.set(language, format);
  }
  return format.format(ms);
}
