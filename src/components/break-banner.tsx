import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BreakView } from '../../contract/breaks';
import { useBreak } from '../lib/breaks/break-state';
import { formatDateTime } from '../lib/format/time';
import { CautionNote } from './caution-note';
import styles from './break-banner.module.css';

/** What a break in force holds back, and until when: a self-exclusion past its end waits for the member's return. */
export function breakText(t: (key: string, options?: Record<string, unknown>) => string, current: BreakView) {
  if (current.stage !== 'running') return t('break.exclusionEnded');
  return t(`break.${current.kind}`, { until: formatDateTime(current.endsAt) });
}

/** On every tab page while a time-out or self-exclusion is in force, from sign-in on (and in open tabs at once). */
export function BreakBanner() {
  const { t } = useTranslation();
  const current = useBreak();
  if (!current) return null;
  return (
    <CautionNote className={styles.banner}>
      <span data-testid="break-banner">{breakText(t, current)}</span> <Link to="/my/breaks">{t('break.more')}</Link>
    </CautionNote>
  );
}
