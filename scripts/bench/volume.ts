import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { withdrawFeeCents } from '../../contract/wallet';
import { openPostgres } from '../../server/db/client';
import { busyPeriod } from '../../tests/server/support/busy-period';
import { ledgerProblems } from '../../tests/server/support/invariants';
import { cpuMeter, type CpuFigures } from './cpu';
import { throwawayPostgres } from './postgres';
import { api, INSTANCES, startBare, startInstance, stopChild, waitEvents } from './server';

/**
 * Trading at volume (issue 42) on PostgreSQL: three instances of the built server (`BENCH_SERVER`: another
 * build, for the before figures) at production password cost, a bare Fastify route in the same run, a Node
 * client on loopback:
 *  - settlement lag (the period's close → its last order settled) for 100, 2,000 and 10,000 orders of one
 *    period (written with set statements, as tests/server/support/busy-period.ts does), the ledger reconciled
 *    after each;
 *  - orders accepted a second into one period of a 60 s room, `members` members placing them `parallel` at a time
 *    round-robin over the instances, with the cores each group used and what PostgreSQL's backends waited on:
 *    measured after the period's first orders have warmed the instances up (their rate is shown too);
 *  - the bare route at the same parallelism, the client's own ceiling;
 *  - 200 withdrawals of one member at once over the instances (p50/p99, accepted up to the balance);
 *  - sign-ins a second over the instances and a core's share of them.
 */
export interface VolumeFigures {
  orders: { accepted: number; refused: number; perSecond: number; p50Ms: number; p99Ms: number };
  /** the orders before the measured ones, on instances just started */
  warmUp: { orders: number; perSecond: number };
  orderCpu: CpuFigures['cores'];
  orderWaits: Record<string, number>;
  bare: { perSecond: number };
  settlement: Array<{ orders: number; lagMs: number; reconciled: boolean }>;
  withdrawals: {
    sent: number;
    accepted: number;
    refused: number;
    unanswered: number;
    allowed: number;
    p50Ms: number;
    p99Ms: number;
    movedOnce: boolean;
  };
  withdrawalCpu: CpuFigures['cores'];
  signIns: { perSecond: number; instanceCores: number; perCore: number };
}

const ORDER_COUNT = Number(process.env.BENCH_VOLUME_ORDERS ?? 2000);
/** Orders into the period just before the measured ones, while the instances warm up. */
const WARM_UP_ORDERS = 4000;
const PARALLEL = 24;
const MEMBERS = 20;
const WITHDRAWALS = 200;
const PASSWORD = 'bench-pass-1';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};
const round = (n: number, places = 0) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The client's connections, kept alive. node:http, not fetch: the client shares the two cores with the servers it
 * measures, and fetch costs it 0.4–0.5 ms of CPU a request against 0.1–0.17 ms (the bare route, 6,000 requests
 * 24 at a time: 2,229–2,969/s against 7,429–12,888/s).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One POST; its envelope's code (0 when no answer came within 30 s) and how long it took. */
function post(url: string, body: unknown, headers: Record<string, string>) {
  const start = performance.now();
  const text = JSON.stringify(body);
  return new Promise<{ code: number; ms: number }>((resolve) => {
    const answered = (code: number) => resolve({ code, ms: performance.now() - start });
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (data += chunk));
        response.on('end', () => {
          try {
            answered((JSON.parse(data) as { code: number }).code);
          } catch {
            answered(0);
          }
        });
        response.on('error', () => answered(0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => answered(0));
    request.end(text);
  });
}

/** `count` calls, `parallel` at a time; `make(i)` says where each goes. */
async function inParallel(count: number, parallel: number, make: (i: number) => Promise<{ code: number; ms: number }>) {
  const results: Array<{ code: number; ms: number }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) results.push(await make(next++));
    }),
  );
  return results;
}

export async function benchVolume(): Promise<VolumeFigures> {
  const cluster = await throwawayPostgres();
  const children: ChildProcess[] = [];
  const database = await openPostgres(cluster.url);
  const db = database.db;
  try {
    // production password cost (no TEST_SCRYPT_LN): sign-ins and withdrawals pay what they pay in production
    const production = { TEST_SCRYPT_LN: '' };
    const first = await startInstance(cluster.url, production);
    children.push(first.child);
    const others = await Promise.all(
      Array.from({ length: INSTANCES - 1 }, () => startInstance(cluster.url, production)),
    );
    children.push(...others.map((o) => o.child));
    const instances = [first.url, ...others.map((o) => o.url)];
    const bare = await startBare();
    children.push(bare.child);
    const instancePids = new Set(children.slice(0, INSTANCES).map((c) => c.pid));
    const meter = () =>
      cpuMeter({
        instances: (p) => instancePids.has(p.pid),
        postgres: (p) => p.pid === cluster.pid || p.ppid === cluster.pid,
        bench: (p) => p.pid === process.pid,
      });

    const members: Array<{ account: string; token: string; ip: string }> = [];
    for (let i = 0; i < MEMBERS; i++) {
      const account = `vol_${Date.now().toString(36)}_${i}`;
      const ip = `2001:db8:${(0x100 + i).toString(16)}::1`;
      const { token } = await api(
        first.url,
        'register',
        { account, password: PASSWORD, confirmPassword: PASSWORD },
        {
          'x-forwarded-for': ip,
        },
      );
      await api(
        first.url,
        'recharge',
        { method: 'bankcard', amount: '1000000' },
        {
          token,
          'idempotency-key': randomUUID(),
        },
      );
      members.push({ account, token, ip });
    }

    const rooms = await api(first.url, 'rooms', {});
    const room = rooms.find((r) => r.periodSeconds === 60) ?? rooms[0]!;

    // before the orders below: their period of 2,000 orders would close at the same second as one of these
    // and be settled first, which is two periods' lag, not one
    const settlement: VolumeFigures['settlement'] = [];
    for (const [count, membersOf] of [
      [100, 20],
      [2000, 20],
      [10_000, 100],
    ] as const) {
      settlement.push(await settlementLag(db, room.id, count, membersOf));
    }

    // Orders into one period of a 60 s room, started at its open so that all fit before its cut-off. The first
    // WARM_UP_ORDERS warm the instances up (V8 compiles the order path's hot code over its first thousands of
    // orders, each connection prepares its statements once) and are reported beside; the next ORDER_COUNT, sent
    // straight after into the same period as a busy period goes on, are measured.
    const orderBody = (issueNo: string, i: number) => ({
      roomId: room.id,
      issueNo,
      direction: i % 2 ? 'up' : 'down',
      amount: room.minStake,
    });
    const nextPeriod = async () => {
      await new Promise((r) => setTimeout(r, 60_000 - (Date.now() % 60_000) + 300));
      return (await api(first.url, 'room', { id: room.id }, { token: members[0]!.token })).period.issueNo;
    };
    const placeOrders = async (count: number, issueNo: string) => {
      const start = performance.now();
      const results = await inParallel(count, PARALLEL, (i) => {
        const member = members[i % MEMBERS]!;
        return post(`${instances[i % INSTANCES]}/api/order`, orderBody(issueNo, i), {
          token: member.token,
          'idempotency-key': randomUUID(),
          'x-forwarded-for': member.ip,
        });
      });
      return { results, seconds: (performance.now() - start) / 1000 };
    };
    const issueNo = await nextPeriod();
    const warmUp = await placeOrders(WARM_UP_ORDERS, issueNo);
    const cpu = meter();
    let measured: Awaited<ReturnType<typeof placeOrders>> | undefined;
    const orderWaits = await waitEvents(cluster.url, async () => {
      measured = await placeOrders(ORDER_COUNT, issueNo);
    });
    const orderCpu = cpu.stop().cores;
    const { results, seconds: elapsed } = measured!;
    const accepted = results.filter((r) => r.code === 200);
    const latencies = results.map((r) => r.ms);

    const bareResults = await inParallel(ORDER_COUNT, PARALLEL, () => post(`${bare.url}/bare`, {}, {}));
    const bareSeconds = bareResults.reduce((sum, r) => sum + r.ms, 0) / PARALLEL / 1000;

    const withdrawals = await parallelWithdrawals(first.url, instances, meter);
    const withdrawalCpu = withdrawals.cpu;

    const signInCpu = meter();
    const signInStart = performance.now();
    const signIns = await inParallel(MEMBERS * 5, PARALLEL, (i) => {
      const member = members[i % MEMBERS]!;
      return post(
        `${instances[i % INSTANCES]}/api/login`,
        { account: member.account, password: PASSWORD },
        {
          'x-forwarded-for': member.ip,
        },
      );
    });
    const signInSeconds = (performance.now() - signInStart) / 1000;
    const signInCores = signInCpu.stop().cores.instances ?? 0;
    const signedIn = signIns.filter((r) => r.code === 200).length;

    return {
      orders: {
        accepted: accepted.length,
        refused: results.length - accepted.length,
        perSecond: round(accepted.length / elapsed),
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
      },
      warmUp: {
        orders: WARM_UP_ORDERS,
        perSecond: round(warmUp.results.filter((r) => r.code === 200).length / warmUp.seconds),
      },
      orderCpu,
      orderWaits,
      bare: { perSecond: round(bareResults.length / bareSeconds) },
      settlement,
      withdrawals: withdrawals.figures,
      withdrawalCpu,
      signIns: {
        perSecond: round(signedIn / signInSeconds, 1),
        instanceCores: signInCores,
        perCore: round(signedIn / signInSeconds / Math.max(signInCores, 0.01), 1),
      },
    };
  } finally {
    agent.destroy();
    for (const child of children) await stopChild(child);
    await database.close();
    cluster.stop();
  }

  /**
   * A period of `count` orders; the time from its close to its last order settled. It closes at a quarter past
   * a half minute, when no room's own period closes (they last 30 or 60 s), so every size's lag is the same wake
   * of the scheduler plus its own settlement, not that of the periods closing beside it.
   */
  async function settlementLag(d: typeof db, roomId: number, count: number, membersOf: number) {
    const closeAt = new Date(Math.ceil((Date.now() + 5000 - 15_000) / 30_000) * 30_000 + 15_000);
    const period = await busyPeriod(d, { roomId, members: membersOf, ordersEach: count / membersOf, closeAt });
    for (;;) {
      const [row] = (
        (await d.execute(
          sql`select count(*)::int as open from orders where period_id = ${period.periodId} and status = 'open'`,
        )) as unknown as { rows: Array<{ open: number }> }
      ).rows;
      if (row!.open === 0 && Date.now() >= closeAt.getTime()) break;
      await new Promise((r) => setTimeout(r, 10)); // the poll's interval: the lag's resolution
    }
    const lagMs = Date.now() - closeAt.getTime();
    const reconciled = (await period.check()).length === 0 && (await ledgerProblems(d)).length === 0;
    return { orders: count, lagMs, reconciled };
  }
}

/** One member with the balance for 99 withdrawals of 100.00 sends 200 at once over the instances. */
async function parallelWithdrawals(first: string, instances: string[], meter: () => ReturnType<typeof cpuMeter>) {
  const account = `wd_${Date.now().toString(36)}`;
  const ip = '2001:db8:ffff::1';
  const { token } = await api(
    first,
    'register',
    { account, password: PASSWORD, confirmPassword: PASSWORD },
    {
      'x-forwarded-for': ip,
    },
  );
  await api(
    first,
    'addTradePassword',
    { password: PASSWORD, tradePassword: '135790' },
    { token, 'x-forwarded-for': ip },
  );
  const card = await api(
    first,
    'addCard',
    // added with the trade password: a new payout account cools off for 24 h otherwise (services/money/payout-cooling.ts)
    { kind: 'bank', bankName: 'B', holder: 'H', number: '62220000111133', tradePassword: '135790' },
    {
      token,
      'x-forwarded-for': ip,
    },
  );
  const each = 100_00 + withdrawFeeCents(100_00, '0.005');
  const allowed = 99;
  const funds = allowed * each + each / 2;
  await api(
    first,
    'recharge',
    { method: 'bankcard', amount: (funds / 100).toFixed(2) },
    {
      token,
      'idempotency-key': randomUUID(),
      'x-forwarded-for': ip,
    },
  );
  const cpu = meter();
  const results = await Promise.all(
    Array.from({ length: WITHDRAWALS }, (_, i) =>
      post(
        `${instances[i % instances.length]}/api/withdraw`,
        { amount: '100', to: { type: 'card', id: card.id }, tradePassword: '135790' },
        { token, 'idempotency-key': randomUUID(), 'x-forwarded-for': ip },
      ),
    ),
  );
  const cores = cpu.stop().cores;
  const accepted = results.filter((r) => r.code === 200).length;
  const unanswered = results.filter((r) => r.code === 0).length;
  const balance = await api(first, 'balance', {}, { token, 'x-forwarded-for': ip });
  const frozen = Math.round(Number(balance.frozen) * 100);
  return {
    cpu: cores,
    figures: {
      sent: WITHDRAWALS,
      accepted,
      refused: WITHDRAWALS - accepted - unanswered,
      unanswered,
      allowed,
      p50Ms: round(
        percentile(
          results.map((r) => r.ms),
          50,
        ),
      ),
      p99Ms: round(
        percentile(
          results.map((r) => r.ms),
          99,
        ),
      ),
      movedOnce: frozen === accepted * each,
    },
  };
}

export function printVolumeFigures(f: VolumeFigures): void {
  const o = f.orders;
  console.log(`Trading at volume on PostgreSQL, ${INSTANCES} instances, loopback (issue 42)`);
  console.log(
    `  orders into one period          ${String(o.perSecond).padStart(6)} /s   goal ≥ 500   (${o.accepted} accepted, ${o.refused} refused, ${PARALLEL} at a time; p50 ${o.p50Ms} ms, p99 ${o.p99Ms} ms)`,
  );
  console.log(
    `  orders, just started            ${String(f.warmUp.perSecond).padStart(6)} /s   (the first ${f.warmUp.orders} of the period, warming the instances up)`,
  );
  console.log(`  bare Fastify, same client       ${String(f.bare.perSecond).padStart(6)} /s`);
  const cores = (used: VolumeFigures['orderCpu']) =>
    Object.entries(used)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
  console.log(`    cores used during the orders: ${cores(f.orderCpu)}`);
  const waits = Object.entries(f.orderWaits)
    .filter(([, share]) => share >= 0.02)
    .map(([wait, share]) => `${Math.round(share * 100)} % ${wait}`)
    .join('; ');
  console.log(`    PostgreSQL's active backends waited on: ${waits}`);
  for (const s of f.settlement) {
    console.log(
      `  settlement lag, ${String(s.orders).padStart(6)} orders ${String(s.lagMs).padStart(6)} ms   ${s.orders === 10_000 ? 'goal ≤ 1000 ms' : '             '}  ledger ${s.reconciled ? 'reconciled' : 'WRONG'}`,
    );
  }
  const w = f.withdrawals;
  console.log(
    `  ${w.sent} withdrawals of one member   p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms (goal ≤ 2000)   ${w.accepted} accepted (balance allowed ${w.allowed}), ${w.refused} refused, ${w.unanswered} unanswered; money moved once: ${w.movedOnce ? 'yes' : 'NO'}`,
  );
  console.log(`    cores used during the withdrawals: ${cores(f.withdrawalCpu)}`);
  console.log(
    `  sign-ins                        ${String(f.signIns.perSecond).padStart(6)} /s   (${f.signIns.instanceCores} cores of the instances: ${f.signIns.perCore} a core)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchVolume().then(
    (figures) => {
      printVolumeFigures(figures);
      if (process.env.BENCH_JSON) console.log(JSON.stringify(figures));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
