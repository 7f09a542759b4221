import type { TFunction } from 'i18next';
import { STATEMENT_FIGURES, type StatementMonth } from '../../../../contract/statements';

/** parts of the line above them (fees of withdrawals, interest of what came back from term deposits): shown indented */
export const PARTS: ReadonlySet<string> = new Set(['fees', 'termInterest']);

/** The statement as a table: a header row in the member's language, then a row per month, oldest first. */
export function statementTable(t: TFunction<'control'>, months: readonly StatementMonth[]): string[][] {
  const header = [t('statements.month'), ...STATEMENT_FIGURES.map((figure) => t(`statements.figure.${figure}`))];
  const rows = [...months].reverse().map((month) => [month.month, ...STATEMENT_FIGURES.map((figure) => month[figure])]);
  return [header, ...rows];
}
