import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakView } from '../../../../contract/breaks';
import { formatDateTime } from '../../../lib/format/time';
import { toast } from '../../../lib/toast';
import { askReturn, confirmReturn } from '../api/breaks';
import styles from './breaks.module.css';

/** The break in force: from when until when, and (a self-exclusion past its end) the way back. */
export function BreakStatus({ current }: { current: BreakView }) {
  const { t } = useTranslation('breaks');
  const [sending, setSending] = useState(false);
  const from = current.returnFrom ? formatDateTime(current.returnFrom) : '';

  async function step(send: () => ReturnType<typeof askReturn>, done?: string) {
    setSending(true);
    const result = await send();
    setSending(false);
    if (result.ok && done) toast(done);
  }

  return (
    <section className={styles.section} aria-labelledby="break-title" data-testid="break-status">
      <h2 id="break-title" className={styles.title}>
        {t(`current.title.${current.kind}`)}
      </h2>
      <p className={styles.status}>
        {t('current.period', { from: formatDateTime(current.startedAt), until: formatDateTime(current.endsAt) })}
      </p>
      <p className={styles.hint}>{t(`current.${current.stage}`, { from })}</p>
      {current.stage === 'ended' && (
        <Button block className={styles.action} loading={sending} onClick={() => void step(askReturn)}>
          {t('current.askReturn')}
        </Button>
      )}
      {current.stage === 'confirmable' && (
        <Button
          block
          color="primary"
          className={styles.action}
          loading={sending}
          onClick={() => void step(confirmReturn, t('current.returned'))}
        >
          {t('current.confirmReturn')}
        </Button>
      )}
    </section>
  );
}
