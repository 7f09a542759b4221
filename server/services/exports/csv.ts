/** What Excel reads as UTF-8 (Chinese names intact) when it opens a CSV file. */
export const BOM = '\uFEFF';

/**
 * A cell typed by a member or an operator (a name, a reference, a reason) that a spreadsheet would take for a
 * formula is neutralised with a leading apostrophe (OWASP, CSV injection): `=`, `+`, `-`, `@`, tab, CR.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell: text written by people (neutralised), or a value the server wrote (an amount, a time) as it is. */
export type Cell = { text: string } | string | number | null;

/** RFC 4180: a field with a comma, a quote, CR or LF is quoted, its quotes doubled. */
function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string') return quoted(cell);
  return quoted(FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text);
}

/** One record, ended by CRLF as RFC 4180 writes it. */
export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;
