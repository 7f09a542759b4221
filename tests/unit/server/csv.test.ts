// @vitest-environment node
import { CSV_BOM } from '../../../contract/csv';
import { csvCell, csvLine } from '../../../server/services/operators/exports/csv';

describe('CSV cells', () => {
  it('quotes as RFC 4180 does: commas, quotes, CR and LF', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvLine(['a', { text: '王小明' }, '-12.50'])).toBe('a,王小明,-12.50\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('neutralises what people typed that a spreadsheet would run as a formula (OWASP)', () => {
    for (const typed of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) {
      const cell = csvCell({ text: typed });
      expect(cell.replace(/^"/, '').startsWith("'"), typed).toBe(true);
    }
    expect(csvCell({ text: '=cmd|" /C calc"!A0' })).toBe(`"'=cmd|"" /C calc""!A0"`);
    // the server's own values keep their sign: an amount is a number, not a formula
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell({ text: 'Ann = Bob' })).toBe('Ann = Bob');
  });
});
