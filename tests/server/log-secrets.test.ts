import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { buildApp, LOG_REDACT } from '../../server/app';
import { createOperator } from '../../server/services/operators/operator-accounts';
import { COMMAND_ACTOR } from '../../server/services/operators/audit';
import { harness, type Harness } from './support/harness';
import { codeAt } from './support/operators';

/** No password, trade password or token reaches the log, whatever the level and however the call ends. */
let h: Harness;
let lines = '';
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  h = await harness();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines += chunk.toString();
      done();
    },
  });
  app = await buildApp(h.app.settings, {
    database: h.database,
    logger: { level: 'trace', redact: { paths: LOG_REDACT, censor: '[redacted]' }, stream },
  });
});
afterAll(async () => {
  await app.close();
  await h.close();
});

const LOGIN_SECRET = 'Login5ecretZq';
const NEW_SECRET = 'N3wLogin5ecretZq';
const TRADE_SECRET = '918273';
const NEW_TRADE_SECRET = '564738';
const OPERATOR_SECRET = 'Operat0r5ecretZq';

async function post(url: string, payload: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
  return response.json() as { code: number; data: Record<string, unknown> };
}
const json = (url: string, body: unknown, headers?: Record<string, string>) => post(url, JSON.stringify(body), headers);

it('keeps every secret of sign-in, password changes and withdrawals out of the log', async () => {
  const account = `logged_${process.pid}`;
  const registered = await json('/api/register', {
    account,
    password: LOGIN_SECRET,
    confirmPassword: LOGIN_SECRET,
  });
  const token = registered.data.token as string;
  expect((await json('/api/login', { account, password: 'Wr0ngLogin5ecret' })).code).toBe(403);
  expect((await json('/api/login', { account, password: LOGIN_SECRET })).code).toBe(200);
  const trade = { password: LOGIN_SECRET, tradePassword: TRADE_SECRET };
  expect((await json('/api/addTradePassword', trade, { token })).code).toBe(200);
  const change = { oldTradePassword: TRADE_SECRET, newTradePassword: NEW_TRADE_SECRET };
  expect((await json('/api/updateTradePassword', change, { token })).code).toBe(200);
  const card = await json(
    '/api/addCard',
    { kind: 'bank', bankName: 'B', holder: 'H', number: '62220000111133' },
    {
      token,
    },
  );
  const withdraw = { amount: '100', to: { type: 'card', id: card.data.id }, tradePassword: NEW_TRADE_SECRET };
  // refused for the balance, after the trade password was checked
  expect((await json('/api/withdraw', withdraw, { token, 'idempotency-key': randomUUID() })).code).toBe(422);
  // a body that is not JSON, and one that fails validation, each carrying a password
  expect((await post('/api/login', `{"account":"${account}","password":"${LOGIN_SECRET}"`)).code).toBe(400);
  expect((await json('/api/login', { account: 7, password: LOGIN_SECRET })).code).toBe(400);
  const update = { oldPassword: LOGIN_SECRET, newPassword: NEW_SECRET };
  expect((await json('/api/updatePassword', update, { token })).code).toBe(200);
  await createOperator(
    h.app.db,
    { account: 'op_logged', password: OPERATOR_SECRET, role: 'admin' },
    COMMAND_ACTOR,
    new Date(h.clock.now()),
  );
  const offer = await json('/admin/api/signIn', { account: 'op_logged', password: OPERATOR_SECRET });
  expect(offer.data.step).toBe('enrol');
  const totpSecret = offer.data.secret as string;
  const code = await codeAt(h, totpSecret);
  const enrolled = await json('/admin/api/signIn', { account: 'op_logged', password: OPERATOR_SECRET, code });
  const operatorToken = enrolled.data.token as string;
  expect(operatorToken).toBeTruthy();
  // tokens in the headers they travel in, and one a client put where none belongs
  await json('/admin/api/pending', {}, { authorization: `Bearer ${operatorToken}`, cookie: `session=${token}` });

  expect(lines).toContain('"url":"/api/login"');
  const secrets = [LOGIN_SECRET, NEW_SECRET, TRADE_SECRET, NEW_TRADE_SECRET, OPERATOR_SECRET, token];
  for (const secret of [...secrets, '62220000111133', totpSecret, code, operatorToken]) {
    expect(lines).not.toContain(secret);
  }
});

it('writes one JSON line per request with the id it returns in X-Request-Id', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/configs?x=1',
    headers: { 'content-type': 'application/json' },
    payload: '{}',
  });
  const id = response.headers['x-request-id'] as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const mine = () =>
    lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === id && line.level === 30);
  // one line at info (debug adds its arrival), written once the answer is sent (onResponse): maybe after
  // inject() resolves
  await vi.waitFor(() => expect(mine()).toHaveLength(1));
  expect(mine()[0]).toMatchObject({
    msg: 'request',
    method: 'POST',
    route: '/api/configs',
    url: '/api/configs',
    status: 200,
  });
  expect(typeof mine()[0]!.ms).toBe('number');
  // a client's own id is not taken: every id is the server's
  const sent = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'forged-id-1234' } });
  expect(sent.headers['x-request-id']).not.toBe('forged-id-1234');
});
