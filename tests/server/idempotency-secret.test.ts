import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { idempotencyKeys, serverSecrets } from '../../server/db/schema';
import { bodyMac } from '../../server/services/platform/idempotency';
import { loadSettings } from '../../server/settings';
import { harness, type Harness } from './support/harness';

/** The idempotency record keeps an HMAC of the body under the server's secret, not a plain hash (issue 26 §5). */
let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

/** What the record's hash covers: the move, without its approval. */
const moveOf = ({ amount, to }: { amount: string; to: unknown }) => ({ amount, to });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function withdrawer() {
  const m = await h.withdrawer();
  await h.fund(m.id, 1000_00);
  const body = (tradePassword: string, amount = '100') => ({
    amount,
    to: { type: 'card' as const, id: m.cardId },
    tradePassword,
  });
  const stored = async (key: string) =>
    (
      await h.app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, key)))
    )[0]!;
  /** the withdrawal as another instance receives it */
  const withdrawOn = async (app: Awaited<ReturnType<typeof buildApp>>, key: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/withdraw',
        headers: { 'content-type': 'application/json', token: m.token, 'idempotency-key': key },
        payload: JSON.stringify(body('135790')),
      })
    ).json() as { code: number };
  return { ...m, body, stored, withdrawOn };
}

describe('the idempotency record', () => {
  it('stores no plain hash of a body with a trade password, and still replays and conflicts', async () => {
    const m = await withdrawer();
    const key = randomUUID();
    const first = await h.call('withdraw', m.body('135790'), { token: m.token, key });
    expect(first.code).toBe(200);
    const record = await m.stored(key);
    const body = m.body('135790');
    // neither the body as sent nor in any key order: 10^6 guesses of the trade password would find a plain hash
    const plain = [
      JSON.stringify(body),
      JSON.stringify({ amount: body.amount, to: body.to, tradePassword: body.tradePassword }),
      `{"amount":"100","to":{"id":${m.cardId},"type":"card"},"tradePassword":"135790"}`,
    ].map(sha256);
    expect(plain).not.toContain(record.bodyHash);
    const [secret] = await h.app.db.select().from(serverSecrets);
    expect(record.bodyHash).toBe(bodyMac(Buffer.from(secret!.value, 'hex'), moveOf(body)));

    const again = await h.call('withdraw', m.body('135790'), { token: m.token, key });
    expect(again).toEqual(first);
    expect((await h.call('withdraw', m.body('135790', '200'), { token: m.token, key })).code).toBe(409);
  });

  it('checks and counts the trade password of a same-key retry before it replays: no free guesses with a key', async () => {
    const m = await withdrawer();
    const key = randomUUID();
    const first = await h.call('withdraw', m.body('135790'), { token: m.token, key });
    expect(first.code).toBe(200);
    const guesses = [];
    for (const guess of ['000000', '111111', '222222', '333333', '444444']) {
      guesses.push((await h.call('withdraw', m.body(guess), { token: m.token, key, lang: 'en' })).msg);
    }
    expect(guesses.every((msg) => /wrong trade password/i.test(msg))).toBe(true);
    // the limit was reached with the key's guesses: the right password is refused too, replay or not
    const right = await h.call('withdraw', m.body('135790'), { token: m.token, key });
    expect(right.code).not.toBe(200);
    expect(right.data).toMatchObject({ retryAfter: expect.any(Number) });
  });

  it('is read alike by every instance: another one replays the first answer', async () => {
    const m = await withdrawer();
    const key = randomUUID();
    const first = await h.call('withdraw', m.body('135790'), { token: m.token, key });
    const other = await buildApp(h.app.settings, { database: h.database });
    const replayed = await m.withdrawOn(other, key);
    await other.close();
    expect(replayed).toEqual({ code: first.code, msg: first.msg, data: first.data });
  });

  it('uses SERVER_SECRET when it is set (32 characters at least)', async () => {
    expect(() => loadSettings({ SERVER_SECRET: 'short' })).toThrow(/SERVER_SECRET must be at least 32 characters/);
    const secret = 'a-server-secret-of-at-least-32-characters';
    const app = await buildApp({ ...h.app.settings, serverSecret: secret }, { database: h.database });
    const m = await withdrawer();
    const key = randomUUID();
    const answer = await m.withdrawOn(app, key);
    await app.close();
    expect(answer).toMatchObject({ code: 200 });
    expect((await m.stored(key)).bodyHash).toBe(bodyMac(Buffer.from(secret), moveOf(m.body('135790'))));
  });
});
