import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  breakEnd,
  EXCLUSION_LENGTHS,
  TIMEOUT_LENGTHS,
  type BreakKind,
  type BreakLength,
} from '../../../../contract/breaks';
import type { CallInput } from '../../../../contract/calls';
import { confirm } from '../../../lib/confirm';
import { formatDateTime } from '../../../lib/format/time';
import { toast } from '../../../lib/toast';
import { takeBreak } from '../api/breaks';
import styles from './breaks.module.css';

const LENGTHS = { timeout: TIMEOUT_LENGTHS, exclusion: EXCLUSION_LENGTHS } as const;

/** A time-out or a self-exclusion chosen, asked once more (it cannot be undone), then taken. */
export function BreakChoice() {
  const { t } = useTranslation('breaks');
  const [kind, setKind] = useState<BreakKind>('timeout');
  const [length, setLength] = useState<BreakLength>(TIMEOUT_LENGTHS[0]);
  const [sending, setSending] = useState(false);

  async function start() {
    const ok = await confirm({
      title: t(`take.confirmTitle.${kind}`),
      content: t('take.confirmText', { until: formatDateTime(breakEnd(new Date(), length).toISOString()) }),
      confirmText: t('take.confirm'),
      cancelText: t('take.cancel'),
    });
    if (!ok) return;
    setSending(true);
    // the contract pairs each kind with its own lengths; the selectors only offer those
    const result = await takeBreak({ kind, length } as CallInput<'takeBreak'>);
    setSending(false);
    if (result.ok && result.data.current) toast(t('take.done', { until: formatDateTime(result.data.current.endsAt) }));
  }

  return (
    <section className={styles.section} aria-labelledby="take-title">
      <h2 id="take-title" className={styles.title}>
        {t('take.title')}
      </h2>
      <p className={styles.label}>{t('take.kind')}</p>
      <Selector
        aria-label={t('take.kind')}
        className={styles.choices}
        columns={2}
        options={(['timeout', 'exclusion'] as const).map((value) => ({ label: t(`take.${value}`), value }))}
        value={[kind]}
        onChange={(selected) => {
          const chosen = selected[0];
          if (!chosen) return;
          setKind(chosen);
          setLength(LENGTHS[chosen][0]);
        }}
      />
      <p className={styles.hint}>{t(`take.${kind}Hint`)}</p>
      <p className={styles.label}>{t('take.length')}</p>
      <Selector
        aria-label={t('take.length')}
        className={styles.choices}
        columns={4}
        options={LENGTHS[kind].map((value) => ({ label: t(`lengths.${value}`), value }))}
        value={[length]}
        onChange={(selected) => selected[0] && setLength(selected[0])}
      />
      <p className={styles.hint}>{t('take.common')}</p>
      <Button block color="danger" loading={sending} onClick={() => void start()}>
        {t(`take.start.${kind}`)}
      </Button>
    </section>
  );
}
