import { COMMANDS } from '../../server/cli/commands';
import { HELP_COLUMNS, usage, wrap } from '../../server/cli/run-command';

describe('npm run admin -- help', () => {
  it('fits 80 columns, with no trailing spaces, and names every command with its help', () => {
    const lines = usage().split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(HELP_COLUMNS);
    expect(lines.filter((line) => line.endsWith(' '))).toEqual([]);
    for (const name of Object.keys(COMMANDS)) expect(lines.some((line) => line.startsWith(`  ${name}`))).toBe(true);
  });

  it('wraps words, and a list of choices longer than a line after a "|"', () => {
    expect(wrap('one two three', '  ')).toEqual(['  one two three']);
    const choices = `<${Array.from({ length: 12 }, (_, i) => `choice_number_${i}`).join('|')}>`;
    const wrapped = wrap(`config:set ${choices} <value>`, '  ', '      ');
    expect(wrapped.every((line) => line.length <= HELP_COLUMNS)).toBe(true);
    expect(wrapped[1]).toMatch(/^ {6}choice_number_\d+\|/);
    expect(wrapped.join('').replace(/ {6}/g, '')).toContain('choice_number_11> <value>');
  });
});
