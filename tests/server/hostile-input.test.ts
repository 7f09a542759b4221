import { calls, type CallName } from '../../contract/calls';
import { harness, type Harness } from './support/harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await harness({ registersPerIp: 1000 });
});
// logout ends its token: each case signs in anew
beforeEach(async () => {
  token = (await h.member()).token;
});
afterAll(() => h.close());

/** Values that have reached PostgreSQL or the handlers unchecked before (ids past int4, NUL) and their kin. */
const HOSTILE: unknown[] = [
  2147483648,
  2 ** 53,
  -2147483649,
  1e308,
  -1,
  0.5,
  '2147483648',
  '\u0000',
  'demo\u0000',
  '\u001b[31m',
  'x'.repeat(10_000),
  '𝒳\ud800',
  [],
  {},
  null,
  true,
  { id: 2147483648, type: 'card' },
];

const fieldsOf = (name: CallName) =>
  Object.keys((calls[name].body as unknown as { _zod: { def: { shape?: object } } })._zod.def.shape ?? {});

const names = Object.keys(calls) as CallName[];

describe('no input makes the server answer 500', () => {
  it.each(names)('%s: every field with every hostile value, and hostile whole bodies', async (name) => {
    const bodies: unknown[] = [[], 'text', 42, null, { ['\u0000']: 1 }];
    for (const field of fieldsOf(name)) for (const value of HOSTILE) bodies.push({ [field]: value });
    const failures: string[] = [];
    for (const body of bodies) {
      const answer = await h.raw(name, body, { token });
      if (answer.status >= 500 || (answer.code >= 500 && answer.code < 600))
        failures.push(`${JSON.stringify(body).slice(0, 60)} → ${answer.code}`);
      else if (answer.code === 400 && fieldsOf(name).length) expect(answer.msg).not.toBe('');
    }
    expect(failures).toEqual([]);
  });

  it('an id below 1 is "invalid id" in the member’s language; past the safe integers it is invalid input', async () => {
    const cases = (id: number) =>
      [
        ['new', { id }],
        ['room', { id }],
        ['moveOut', { positionId: id }],
        ['withdraw', { amount: '1', tradePassword: '123456', to: { type: 'card', id } }],
      ] as const;
    for (const [name, body] of cases(0)) {
      expect(await h.raw(name, body, { token, lang: 'en' })).toMatchObject({ code: 400, msg: 'Invalid id' });
    }
    for (const [name, body] of cases(2 ** 53)) {
      expect(await h.raw(name, body, { token, lang: 'en' })).toMatchObject({ code: 400, msg: 'Invalid input' });
    }
  });

  it('ids are 64-bit: one past int4 is a valid id that names nothing', async () => {
    for (const [name, body] of [
      ['new', { id: 2147483648 }],
      ['room', { id: 2147483648 }],
      ['moveOut', { positionId: 2147483648 }],
    ] as const) {
      expect(await h.raw(name, body, { token, lang: 'en' })).toMatchObject({ code: 404 });
    }
  });

  it('a control character in a text field names the field', async () => {
    expect(await h.raw('login', { account: 'demo\u0000', password: 'x' }, { lang: 'en' })).toMatchObject({
      code: 400,
      data: { fields: { account: expect.any(String) } },
    });
    expect(await h.raw('updateUserInfo', { nickname: 'a\u0007b' }, { token, lang: 'zh-TW' })).toMatchObject({
      code: 400,
      data: { fields: { nickname: expect.any(String) } },
    });
  });
});
