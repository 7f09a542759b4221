import { CSV_BOM, csvQuoted, neutralised } from '../../../../contract/csv';

/** a negative amount stays a number, not text */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One field: a would-be formula made text with a leading ', then quoted when RFC 4180 asks (comma, quote, CR, LF). */
export function csvField(value: string): string {
  return csvQuoted(PLAIN_NUMBER.test(value) ? value : neutralised(value));
}

/** RFC 4180 text (CRLF between and after records) with a UTF-8 byte order mark, so spreadsheets read Chinese right. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${CSV_BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
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
