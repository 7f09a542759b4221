import { generate } from 'otplib';
import type { OperatorRole } from '../../../contract/admin';
import { COMMAND_ACTOR } from '../../../server/services/operators/audit';
import { createOperator } from '../../../server/services/operators/operator-accounts';
import { harness, type Envelope, type Harness } from './harness';

/** A console call as the browser makes it: `POST /admin/api/<name>` with the operator's Bearer token. */
// The console's answers are read field by field in the tests (the e2e suite checks them on screen).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function adminCall<T = any>(
  h: Harness,
  name: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await h.app.inject({
    method: 'POST',
    url: `/admin/api/${name}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: T }) };
}

/** The authenticator app's code for `secret` at the harness's clock, `steps` time steps later. */
export const codeAt = (h: Harness, secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(h.clock.now() / 1000) + steps * 30 });

let count = 0;

/** A new operator, enrolled and signed in: its token and TOTP secret. */
export async function signedInOperator(h: Harness, role: OperatorRole) {
  const account = `op_${role}_${++count}`;
  const password = 'Operat0r!pass';
  const { id } = await createOperator(h.app.db, { account, password, role }, COMMAND_ACTOR, new Date(h.clock.now()));
  const offer = await adminCall(h, 'signIn', { account, password });
  const secret = offer.data.secret as string;
  const done = await adminCall(h, 'signIn', { account, password, code: await codeAt(h, secret) });
  if (done.data?.step !== 'done') throw new Error(`sign-in failed: ${done.msg}`);
  // the next code must be a later step: move the clock past this one
  h.clock.advance(30_000);
  return { id, account, password, secret, token: done.data.token as string };
}

export type SignedInOperator = Awaited<ReturnType<typeof signedInOperator>>;

/** A harness and a signed-in admin for one test file: `env.h` and `env.admin` once its beforeAll ran. */
export function harnessWithAdmin() {
  const env = {} as { h: Harness; admin: SignedInOperator };
  beforeAll(async () => {
    env.h = await harness();
    env.admin = await signedInOperator(env.h, 'admin');
  });
  afterAll(() => env.h.close());
  return env;
}
