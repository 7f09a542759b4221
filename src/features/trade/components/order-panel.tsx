import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Room } from '../../../../contract/market';
import { formatCents, moneyToCents, parseAmountInput } from '../../../../contract/money';
import { payoutCents, type Order } from '../../../../contract/trade';
import { confirmMoney } from '../../../components/money-confirm';
import { newIdempotencyKey, outcomeUnknown } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format/time';
import { formatMoney } from '../../../../contract/figures';
import { useBalance } from '../../../lib/query/use-call';
import { userInfoAtom } from '../../../lib/state/app.atoms';
import { tradesAskFirst } from '../../../lib/state/trade-confirm';
import { toast } from '../../../lib/toast';
import { useOnline } from '../../../lib/hooks/use-online';
import { formatRate } from '../../../lib/format/rate';
import { createOrder } from '../api/create-order';
import { useRiskWarning } from '../api/risk-warning';
import { riskWarningText } from '../lib/risk-warning-text';
import { orderBlock, quickPicks } from '../lib/order-rules';
import { RiskWarning } from './risk-warning';
import styles from './order-panel.module.css';

type Direction = Order['direction'];

interface Props {
  room: Room;
  issueNo: string;
  /** when the period closes and the order is settled */
  closeAt: string;
  /** ms left in the period on the server's clock */
  msLeft: number;
  /** the sides the house's bound has closed for this period */
  fullSides?: Direction[];
}

/** Up or down, a stake, the payout before sending, a confirmation (unless turned off); one key per submission. */
export function OrderPanel({ room, issueNo, closeAt, msLeft, fullSides = [] }: Props) {
  const { t } = useTranslation('trade');
  const online = useOnline();
  const balance = useBalance();
  const riskWarning = useRiskWarning().data;
  const memberId = useAtomValue(userInfoAtom)?.id;
  const [direction, setDirection] = useState<Direction>('up');
  const [amount, setAmount] = useState('');
  const [sending, setSending] = useState(false);
  const submission = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const minStakeCents = moneyToCents(room.minStake);
  const maxStakeCents = moneyToCents(room.maxStake);
  const amountCents = parseAmountInput(amount);
  const balanceCents = balance ? moneyToCents(balance.balance) : null;
  const block = orderBlock({
    online,
    sending,
    msLeft,
    sideFull: fullSides.includes(direction),
    amountCents,
    minCents: minStakeCents,
    maxCents: maxStakeCents,
    balanceCents,
  });
  const money = (cents: number) => formatMoney(formatCents(cents));

  const asked = (cents: number) =>
    confirmMoney({
      title: t('confirm.title', { direction: t(`order.${direction}`) }),
      facts: [
        [t('confirm.stake'), money(cents)],
        [t('confirm.ifRight'), money(payoutCents(cents, room.payoutRate))],
        [t('confirm.settles'), t('confirm.settlesAt', { issue: issueNo, time: formatDateTime(closeAt) })],
      ],
      risk: t('confirm.risk', { amount: money(cents) }),
      warning: riskWarning && riskWarningText(t, riskWarning),
      confirmText: t(`order.submit.${direction}`),
      cancelText: t('confirm.cancel'),
    });

  async function submit() {
    if (block !== null || amountCents === undefined || inFlight.current) return;
    inFlight.current = true;
    if (memberId !== undefined && (await tradesAskFirst(memberId)) && !(await asked(amountCents))) {
      inFlight.current = false;
      return;
    }
    const body = { roomId: room.id, issueNo, direction, amount: formatCents(amountCents) };
    const signature = JSON.stringify(body);
    // The same submission retried (after a time-out) keeps its key; a changed one gets a new key.
    if (submission.current?.body !== signature) submission.current = { body: signature, key: newIdempotencyKey() };
    setSending(true);
    const result = await createOrder(body, submission.current.key);
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      submission.current = null;
      setAmount('');
      toast(t('order.placed'));
    } else if (!outcomeUnknown(result.code)) {
      submission.current = null; // refused by the server: a new attempt is a new submission
    }
  }

  return (
    <section className={styles.panel} aria-label={t('order.label')}>
      <div className={styles.directions} role="radiogroup" aria-label={t('order.direction')}>
        {(['up', 'down'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={direction === d}
            className={`${styles.direction} ${styles[d]} ${direction === d ? styles.chosen : ''}`}
            onClick={() => setDirection(d)}
          >
            {t(`order.${d}`)}
            {fullSides.includes(d) && <small className={styles.full}>{t('order.full')}</small>}
          </button>
        ))}
      </div>
      <p className={styles.rule} data-testid="order-rule">
        {t(`order.rule.${direction}`)}
      </p>
      <label className={styles.field}>
        <span>{t('order.amount')}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          placeholder={t('order.limits', { min: money(minStakeCents), max: money(maxStakeCents) })}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <div className={styles.picks}>
        {quickPicks(minStakeCents, maxStakeCents).map((cents) => (
          <button key={cents} type="button" onClick={() => setAmount(formatCents(cents))}>
            {money(cents)}
          </button>
        ))}
      </div>
      <p className={styles.preview} data-testid="payout-preview">
        {amountCents !== undefined && amountCents > 0
          ? t('order.payout', {
              amount: money(payoutCents(amountCents, room.payoutRate)),
              rate: formatRate(room.payoutRate),
            })
          : t('order.payoutHint', { rate: formatRate(room.payoutRate) })}
      </p>
      <button
        type="button"
        className={`${styles.submit} ${styles[direction]}`}
        disabled={block !== null}
        onClick={() => void submit()}
      >
        {sending ? t('order.sending') : t(`order.submit.${direction}`)}
      </button>
      {block !== null && block !== 'sending' && (
        <p className={block === 'amount' ? styles.hint : styles.block} role="status">
          {t(`block.${block}`, {
            min: money(minStakeCents),
            max: money(maxStakeCents),
            side: t(`order.${direction}`),
            other: t(`order.${direction === 'up' ? 'down' : 'up'}`),
          })}
          {block === 'overBalance' && (
            <Link className={styles.deposit} to="/my/deposit">
              {t('block.toDeposit')}
            </Link>
          )}
        </p>
      )}
      <RiskWarning />
    </section>
  );
}
