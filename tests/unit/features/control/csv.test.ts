// @vitest-environment node
import { csvField, toCsv } from '../../../../src/features/control/lib/csv';

describe('statement CSV', () => {
  it('is RFC 4180 with a UTF-8 byte order mark: CRLF records, fields quoted only when they must be', () => {
    expect(
      toCsv([
        ['月份', '期初餘額'],
        ['2026-11', '1,500.00'],
        ['say "hi"', 'a\nb'],
      ]),
    ).toBe('\uFEFF月份,期初餘額\r\n2026-11,"1,500.00"\r\n"say ""hi""","a\nb"\r\n');
  });

  it('neutralises what a spreadsheet would run as a formula, and keeps negative amounts numbers', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('-150.00')).toBe('-150.00');
    expect(csvField('185.00')).toBe('185.00');
  });
});
