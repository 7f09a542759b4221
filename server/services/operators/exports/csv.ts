import { csvQuoted, neutralised } from '../../../../contract/csv';

/** A cell: text written by people (neutralised: OWASP, CSV injection), or a value the server wrote (an amount, a time) as it is. */
export type Cell = { text: string } | string | number | null;

export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'string') return csvQuoted(cell);
  return csvQuoted(neutralised(cell.text));
}

/** One record, ended by CRLF as RFC 4180 writes it. */
export const csvLine = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;
