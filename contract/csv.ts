/**
 * CSV as spreadsheets read it, for the server's exports and the app's statements: one rule for both.
 */

/** What Excel reads as UTF-8 (Chinese names intact) when it opens a CSV file. */
export const CSV_BOM = '\uFEFF';

/** what a spreadsheet takes for the start of a formula (OWASP, CSV injection) */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) made text with a leading apostrophe. */
export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** RFC 4180: a field with a comma, a quote, CR or LF is quoted, its quotes doubled. */
export const csvQuoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
