// @vitest-environment node
import { mayUse, OPERATOR_ROLES, operatorEvents, type Area } from '../../../contract/admin';
import { consoleCalls, type ConsoleCallName } from '../../../contract/console/calls';
import { CONSOLE_STALE_ON } from '../../../contract/console/stale-on';

// A read that says an event makes it stale must be able to hear it: every role that may make the call has the
// event in its console stream (a `staleOn` the stream never carries is a page that never updates).
describe("the console's reads and its stream", () => {
  it('declare in the registry what the stream applies', () => {
    for (const [name, spec] of Object.entries(consoleCalls)) {
      expect(spec.staleOn, name).toEqual(CONSOLE_STALE_ON[name as keyof typeof CONSOLE_STALE_ON] ?? []);
    }
  });

  it.each(Object.keys(CONSOLE_STALE_ON))(
    '%s hears every event that makes it stale, in every role that reads it',
    (name) => {
      const spec = consoleCalls[name as ConsoleCallName];
      const area = spec.area as Area | null;
      const roles = OPERATOR_ROLES.filter((role) => area === null || mayUse(role, area));
      expect(roles.length).toBeGreaterThan(0);
      for (const role of roles) {
        // a read any operator makes (the status line) is read again for the roles that hear its events at all
        const heard = operatorEvents(role);
        if (area === null && heard.length === 0) continue;
        expect(heard, `${name} for ${role}`).toEqual(expect.arrayContaining([...spec.staleOn]));
      }
    },
  );
});
