import Selector from 'antd-mobile/es/components/selector';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REALITY_INTERVALS,
  realityInterval,
  setRealityInterval,
  type RealityInterval as Minutes,
} from '../../../lib/reality-check/interval';
import { userInfoAtom } from '../../../lib/state/app.atoms';
import styles from './breaks.module.css';

/** The reality check's interval on this device: off, 15, 30 or 60 minutes. */
export function RealityInterval() {
  const { t } = useTranslation('breaks');
  const memberId = useAtomValue(userInfoAtom)?.id;
  const [minutes, setMinutes] = useState<Minutes>();
  useEffect(() => {
    if (memberId !== undefined) void realityInterval(memberId).then(setMinutes);
  }, [memberId]);
  return (
    <section className={styles.section} aria-labelledby="reality-title">
      <h2 id="reality-title" className={styles.title}>
        {t('reality.title')}
      </h2>
      <p className={styles.hint}>{t('reality.hint')}</p>
      <Selector
        aria-label={t('reality.interval')}
        className={styles.choices}
        columns={4}
        options={REALITY_INTERVALS.map((value) => ({
          label: value ? t('reality.minutes', { count: value }) : t('reality.off'),
          value,
        }))}
        value={minutes === undefined ? [] : [minutes]}
        onChange={(selected) => {
          const chosen = selected[0];
          if (chosen === undefined || memberId === undefined) return;
          setMinutes(chosen);
          void setRealityInterval(memberId, chosen);
        }}
      />
    </section>
  );
}
