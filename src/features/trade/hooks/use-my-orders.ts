import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../contract/figures';
import { orderNet } from '../../../../contract/trade';
import { memberClient } from '../../../lib/query/member-client';
import { toast } from '../../../lib/toast';
import { useRecentOrders } from '../api/recent-orders';

const RECENT_ORDERS = 20;
const IDLE_POLL_MS = 10_000;
/** While an order waits for its settlement, ask often so it settles on screen right after the close. */
const SETTLING_POLL_MS = 1500;

/** The member's recent orders in this room; when open ones settle, the result is told and the balance reloaded. */
export function useMyOrders(roomId: number, currentIssue: string | undefined, closed: boolean) {
  const { t } = useTranslation('trade');
  const [settling, setSettling] = useState(false);
  const recent = useRecentOrders(RECENT_ORDERS, settling ? SETTLING_POLL_MS : IDLE_POLL_MS);
  const orders = useMemo(() => recent.data?.data.filter((o) => o.roomId === roomId) ?? [], [recent.data, roomId]);
  const openIds = useRef<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const open = orders.filter((o) => o.status === 'open');
    setSettling(open.some((o) => closed || o.issueNo !== currentIssue));
    const settled = orders.filter((o) => o.status !== 'open' && openIds.current.has(o.id));
    openIds.current = new Set(open.map((o) => o.id));
    if (settled.length === 0) return;
    void memberClient.cache.invalidate('balance', 'bills');
    for (const o of settled) {
      const returned = o.payout ?? '0.00';
      toast(
        t(`orders.settled.${o.status}`, {
          issue: o.issueNo,
          amount: formatMoney(returned),
          won: formatMoney(orderNet(o.amount, returned)),
        }),
      );
    }
  }, [orders, closed, currentIssue, t]);

  return { ...recent, orders };
}
