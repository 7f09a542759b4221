// @vitest-environment node
import { CALL_INDEX, type CallName } from '../../../../contract/call-index';
import { calls } from '../../../../contract/calls';
import { specOf } from '../../../../src/lib/api/call-specs';

describe("a call's schemas in the app", () => {
  it("are the contract's, loaded with the call's group", async () => {
    for (const name of Object.keys(CALL_INDEX) as CallName[]) {
      const spec = await specOf(name);
      expect(spec.body, name).toBe(calls[name].body);
      expect(spec.data, name).toBe(calls[name].data);
    }
  });
});
