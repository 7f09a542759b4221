// @vitest-environment node
import { limitBreach } from '../../../contract/amount-limits';

describe('limitBreach, the limit rule of client and server', () => {
  it('allows both ends and names the side an amount falls out on', () => {
    expect([99_99, 100_00, 500_00, 50_000_00, 50_000_01].map((cents) => limitBreach(cents, 100_00, 50_000_00))).toEqual(
      ['belowMin', null, null, null, 'aboveMax'],
    );
  });
});
