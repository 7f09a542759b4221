import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, outcomeUnknown } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { formatMoney } from '../../../../contract/figures';
import { useOnline } from '../../../lib/hooks/use-online';
import { toast } from '../../../lib/toast';
import { cancelWithdrawal } from '../api/cancel-withdrawal';
import styles from './records.module.css';

/** A pending withdrawal's way back: asked first, then amount + fee return to the balance. */
export function CancelWithdrawal({ id, total, onRefused }: { id: number; total: string; onRefused: () => void }) {
  const { t } = useTranslation('records');
  const online = useOnline();
  const [sending, setSending] = useState(false);
  // one key per cancellation, kept while the outcome is unknown (time-out) so a retry is the same request
  const key = useRef<string | null>(null);

  async function cancel() {
    const ok = await confirm({
      title: t('cancel.title'),
      content: t('cancel.content', { total: formatMoney(total) }),
      confirmText: t('cancel.confirm'),
      cancelText: t('cancel.keep'),
    });
    if (!ok) return;
    key.current ??= newIdempotencyKey();
    setSending(true);
    const result = await cancelWithdrawal(id, key.current);
    setSending(false);
    if (result.ok || !outcomeUnknown(result.code)) key.current = null;
    if (result.ok) toast(t('cancel.done', { total: formatMoney(total) }));
    // decided meanwhile: the record shows what it is now (a cancellation's changes are read again by the write)
    else onRefused();
  }

  return (
    <div className={styles.actions}>
      <Button block color="danger" fill="outline" loading={sending} disabled={!online} onClick={() => void cancel()}>
        {t('cancel.button')}
      </Button>
    </div>
  );
}
