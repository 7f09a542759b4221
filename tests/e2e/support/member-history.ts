import type { Page } from 'playwright-core';
import { ORDER_CUTOFF_SECONDS } from '../../../contract/trade';
import type { RunningServer } from '../../../server/start';
import type { ServerClock } from './server';
import { loginViaApi, registerViaApi } from './session';

/** What the member typed (names of banks, holders, a wallet's label): their own words, in any script. */
export const MEMBER_TYPED = { bank: '中國銀行', hkBank: '恒生銀行', branch: '旺角分行', holder: '李小華', wallet: '冷錢包' };

/** A signed-in member with a record of each kind, and each record's key: its detail screen's address. */
export interface MemberWithHistory {
  token: string;
  keys: Record<'recharge' | 'withdraw' | 'order' | 'term' | 'bill', string>;
}

/**
 * Signs `page` in as a new member with a trade password, a bank card, a Hong Kong bank card, a wallet, a deposit,
 * a pending withdrawal, an order and a term deposit. Orders are refused in a period's last seconds: then the
 * server's `clock` moves on to the next period.
 */
export async function memberWithHistory(
  server: RunningServer,
  page: Page,
  clock: ServerClock,
): Promise<MemberWithHistory> {
  const credentials = await registerViaApi(server.url);
  const token = await loginViaApi(page, server.url, credentials);
  async function api<T = { id: number; key: string }>(call: string, body: object, idempotent = false): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', token };
    if (idempotent) headers['Idempotency-Key'] = crypto.randomUUID();
    const response = await fetch(`${server.url}/api/${call}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const envelope = (await response.json()) as { code: number; msg: string; data: T };
    if (envelope.code !== 200) throw new Error(`${call}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  }
  await api('addTradePassword', { password: credentials.password, tradePassword: '246810' });
  const card = await api('addCard', {
    kind: 'bank',
    bankName: MEMBER_TYPED.bank,
    holder: MEMBER_TYPED.holder,
    number: '6217000012348888',
    // with the trade password: it receives the withdrawal below at once (no cooling-off)
    tradePassword: '246810',
  });
  await api('addCard', {
    kind: 'hkbank',
    bankName: MEMBER_TYPED.hkBank,
    holder: MEMBER_TYPED.holder,
    number: '024123456789',
    branch: MEMBER_TYPED.branch,
  });
  await api('addWallet', { chain: 'ERC20', address: `0x${'ab12'.repeat(10)}`, label: MEMBER_TYPED.wallet });
  const recharge = await api('recharge', { method: 'hkbankcard', amount: '5000.00', reference: 'HK-778' }, true);
  const withdraw = await api(
    'withdraw',
    { amount: '300.00', to: { type: 'card', id: card.id }, tradePassword: '246810' },
    true,
  );
  const [room] = await api<{ id: number }[]>('rooms', {});
  type Room = { period: { issueNo: string; closeAt: string }; serverTime: string };
  let now = await api<Room>('room', { id: room!.id });
  const left = Date.parse(now.period.closeAt) - Date.parse(now.serverTime);
  if (left < (ORDER_CUTOFF_SECONDS + 3) * 1000) {
    clock.advance(left + 1000);
    now = await api<Room>('room', { id: room!.id });
  }
  const order = await api(
    'order',
    { roomId: room!.id, issueNo: now.period.issueNo, direction: 'up', amount: '50.00' },
    true,
  );
  const [product] = await api<{ id: number; minAmount: string }[]>('termProducts', {});
  const term = await api('moveIn', { productId: product!.id, amount: product!.minAmount }, true);
  const bill = (await api<{ data: { key: string }[] }>('bills', { pageSize: 1 })).data[0]!;
  return {
    token,
    keys: { recharge: recharge.key, withdraw: withdraw.key, order: order.key, term: term.key, bill: bill.key },
  };
}

/** Which record each /my/…/detail screen shows. */
const DETAIL_OF: Record<string, keyof MemberWithHistory['keys']> = {
  rechargerecord: 'recharge',
  withdrawrecord: 'withdraw',
  traderecord: 'order',
  terminalrecord: 'term',
  ledgerrecord: 'bill',
};

/** A route's address with the member's own record where it is a record's detail screen. */
export function withRecord(route: string, keys: MemberWithHistory['keys']): string {
  const detail = /^\/my\/(\w+)\/detail$/.exec(route);
  const kind = detail && DETAIL_OF[detail[1] ?? ''];
  return kind ? `${route}?key=${keys[kind]}` : route;
}
