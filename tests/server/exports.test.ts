import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rows';
import { runCommand } from '../../server/cli/run-command';
import { harnessWithAdmin, signedInOperator } from './support/operators';

const env = harnessWithAdmin();

/** The export as the console asks for it: the raw body and its headers. */
async function exported(body: object, as = env.admin.token) {
  const response = await env.h.app.inject({
    method: 'POST',
    url: '/admin/api/export',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${as}`, 'accept-language': 'en' },
    payload: JSON.stringify(body),
  });
  return response;
}

/** RFC 4180 records: quoted fields with doubled quotes, commas and line breaks inside them. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return records;
}

const DAY = '2026-11-22';

describe('CSV exports', () => {
  it('streams a day of the ledger and recharges with a BOM, plain decimals, and what members typed neutralised', async () => {
    const m = await env.h.member();
    await env.h.app.db.execute(sql`update members set nickname = '@SUM(1+1)' where id = ${m.id}`);
    await env.h.fund(m.id, 1234_50);
    const recharge = await env.h.call(
      'recharge',
      { method: 'bankcard', amount: '300', reference: '=HYPERLINK("http://evil","點我")' },
      { token: m.token },
    );
    expect(recharge.code, recharge.msg).toBe(200);
    const ledger = await exported({ kind: 'ledger', from: DAY, to: DAY, account: await accountOf(m.id) });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ledger.headers['content-disposition']).toMatch(/^attachment; filename="ledger-2026-11-22-2026-11-22-/);
    expect(ledger.body.startsWith('\uFEFFid,time,account,kind,amount')).toBe(true);
    const rows = parseCsv(ledger.body.slice(1));
    expect(rows[1]!.slice(0, 6)).toMatchObject([
      expect.any(String),
      expect.stringMatching(/^2026-11-22 16:0\d:\d\d$/),
      expect.any(String),
      'adjust',
      '1234.50',
      '1234.50',
    ]);
    expect(rows).toHaveLength(2);

    const recharges = parseCsv((await exported({ kind: 'recharges', from: DAY, to: DAY })).body.slice(1));
    const row = recharges.find((r) => r[4] === '300.00')!;
    expect(row[6]).toBe(`'=HYPERLINK("http://evil","點我")`);
    const members = parseCsv((await exported({ kind: 'members', from: '2020-01-01', to: '2020-12-31' })).body.slice(1));
    expect(members).toEqual([
      ['id', 'joined', 'account', 'nickname', 'real_name', 'phone', 'email', 'balance', 'frozen', 'term_balance'],
    ]);

    // each export is in the audit log: who, what, which days, whose
    const [audited] = await rowsOf<{ actor: string; action: string; target: string; after: unknown }>(
      env.h.app.db,
      sql`select actor, action, target, after from audit_log where action like 'export.%' order by id limit 1`,
    );
    expect(audited).toMatchObject({ action: 'export.ledger', target: `${DAY}..${DAY}`, after: { from: DAY, to: DAY } });
  });

  it('is limited by role, refuses a bad range in the operator’s language, and 404s an unknown account', async () => {
    const reviewer = await signedInOperator(env.h, 'reviewer');
    const editor = await signedInOperator(env.h, 'editor');
    expect((await exported({ kind: 'ledger', from: DAY, to: DAY }, reviewer.token)).statusCode).toBe(200);
    expect((await exported({ kind: 'members', from: DAY, to: DAY }, reviewer.token)).json()).toMatchObject({
      code: 403,
    });
    expect((await exported({ kind: 'ledger', from: DAY, to: DAY }, editor.token)).json()).toMatchObject({ code: 403 });
    const backwards = (await exported({ kind: 'ledger', from: DAY, to: '2026-11-01' })).json();
    expect(backwards).toMatchObject({
      code: 400,
      data: { fields: { to: 'The start must not be after the end, and a range is at most a year' } },
    });
    expect((await exported({ kind: 'ledger', from: '2026-13-01', to: DAY })).json()).toMatchObject({ code: 400 });
    expect((await exported({ kind: 'ledger', from: DAY, to: DAY, account: 'nobody_here' })).json()).toMatchObject({
      code: 404,
    });
  });

  it('gives the same file from the operator command', async () => {
    const lines: string[] = [];
    const code = await runCommand(env.h.app.db, ['export', 'ledger', '--from', DAY, '--to', DAY], {
      out: (line) => lines.push(line),
      err: (line) => lines.push(`ERR ${line}`),
    });
    expect(code).toBe(0);
    const viaConsole = (await exported({ kind: 'ledger', from: DAY, to: DAY })).body;
    expect(lines.map((line) => `${line}\n`).join('')).toBe(viaConsole);
    expect(await runCommand(env.h.app.db, ['export', 'ledger', '--from', DAY], { out: () => {}, err: () => {} })).toBe(
      1,
    );
  });

  it('streams 100,000 bills with the server’s memory flat: no more for ten times the rows', async () => {
    const m = await env.h.member();
    const address = await env.h.app.listen({ port: 0, host: '127.0.0.1' });
    const peak = async (count: number, day: string) => {
      await env.h.app.db.execute(sql`
        insert into bills (member_id, kind, amount, balance_after, ref_type, memo, created_at)
        select ${m.id}, 'adjust', 100 + i % 9000, 1000000, 'bulk', 'memo ' || i,
          ${`${day}T04:00:00Z`}::timestamptz + make_interval(secs => i * 0.1)
        from generate_series(1, ${count}) i`);
      const base = heap();
      let top = 0;
      let lines = 0;
      let chunks = 0;
      const response = await fetch(`${address}/admin/api/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${env.admin.token}` },
        body: JSON.stringify({ kind: 'ledger', from: day, to: day }),
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) {
        lines += decoder.decode(chunk as Uint8Array, { stream: true }).split('\n').length - 1;
        // what the server holds while it streams: the heap after a collection, every few chunks
        if (++chunks % 10 === 0) top = Math.max(top, heap() - base);
      }
      return { lines, mb: top / 2 ** 20 };
    };
    const small = await peak(10_000, '2026-10-01');
    const large = await peak(100_000, '2026-10-02');
    console.info(
      `export peak heap growth: 10,000 bills ${small.mb.toFixed(1)} MB, 100,000 bills ${large.mb.toFixed(1)} MB`,
    );
    expect(small.lines).toBe(10_001);
    expect(large.lines).toBe(100_001);
    // the file is some 7 MB: held in memory, the rows and their text would be several times that
    expect(large.mb).toBeLessThan(small.mb + 4);
  }, 300_000);
});

// the heap that is live, not garbage waiting for a collection: V8's gc, exposed to this test file only
v8.setFlagsFromString('--expose_gc');
const collect = vm.runInNewContext('gc') as () => void;
const heap = () => (collect(), process.memoryUsage().heapUsed);
async function accountOf(id: number) {
  const [row] = await rowsOf<{ account: string }>(env.h.app.db, sql`select account from members where id = ${id}`);
  return row!.account;
}
