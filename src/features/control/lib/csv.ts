const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** what a spreadsheet reads as the start of a formula (OWASP "CSV injection") */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: a would-be formula made text with a leading ', then quoted when RFC 4180 asks (comma, quote, CR, LF). */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 text (CRLF between and after records) with a UTF-8 byte order mark, so spreadsheets read Chinese right. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Saves `text` as a file the browser downloads. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
