// @vitest-environment node
import { repairRechainedJournal } from '../../../server/db/journal-repair';

/** A client whose first statement fails with `error`; the statements it was sent. */
function failingClient(error: unknown) {
  const sent: string[] = [];
  const query = async (text: string) => {
    sent.push(text);
    if (sent.length === 1) throw error;
    return { rows: [] };
  };
  return { client: { query }, sent };
}

describe('the re-chained journal repair', () => {
  it.each([
    ['a new database (no drizzle schema)', '3F000'],
    ['a new database (no journal table)', '42P01'],
    ['a role that may not read the journal', '42501'],
  ])('has nothing to repair on %s', async (_, code) => {
    const { client, sent } = failingClient(Object.assign(new Error('refused'), { code }));
    await expect(repairRechainedJournal(client)).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('fails on a lost connection rather than skip the repair (drizzle would then skip every later migration)', async () => {
    const { client } = failingClient(
      Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined }),
    );
    await expect(repairRechainedJournal(client)).rejects.toThrow('Connection terminated');
  });

  it('moves the release’s record to the journal’s time', async () => {
    const sent: unknown[][] = [];
    const client = { query: async (text: string, params?: unknown[]) => (sent.push([text, params]), { rows: [{}] }) };
    await repairRechainedJournal(client);
    expect(sent[1]).toEqual([
      expect.stringMatching(/^update drizzle.__drizzle_migrations/),
      [1795619695032, 1795705277147],
    ]);
  });
});
